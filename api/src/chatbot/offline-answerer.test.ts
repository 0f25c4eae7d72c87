import { describe, expect, it } from 'vitest';
import { DEMO_CHATBOT_CONTEXT, DEMO_CHATBOT_CONTEXT_ES } from './demo-context.js';
import { questionLanguage } from './language.js';
import { markdownBlock } from './context-sources.js';
import { answerOffline } from './offline-answerer.js';
import { passagesOf } from './passages.js';

const passages = passagesOf(DEMO_CHATBOT_CONTEXT);
const ask = (question: string, language: 'en' | 'es' = 'en') => answerOffline(passages, question, language);
const DONT_KNOW = /^I don't know/;

describe('the offline answerer over a couple’s context', () => {
  it('answers the dress code, however it is asked', () => {
    for (const q of ['What is the dress code?', 'What should I wear?', 'dress code??']) {
      const a = ask(q);
      expect(a, q).toMatchObject({ known: true });
      expect(a.text, q).toContain('cocktail attire');
      expect(a.text, q).not.toContain('Shuttle');
    }
  });

  it('answers the shuttle times with the whole list', () => {
    for (const q of ['When does the shuttle leave?', 'What time are the shuttles?', 'Is there a bus to the venue?']) {
      const a = ask(q);
      expect(a.known, q).toBe(true);
      expect(a.text, q).toContain('4:00 pm from Hotel Calipolis in Sitges to the venue');
      expect(a.text, q).toContain('Return shuttles leave the venue at 12:30 am and 2:15 am');
    }
  });

  it('answers where the wedding is', () => {
    for (const q of ['Where is the venue?', 'Where is the wedding?']) {
      const a = ask(q);
      expect(a.known, q).toBe(true);
      expect(a.text, q).toContain('Masia Can Ribas, Carrer de la Vinya 12');
    }
  });

  it('answers other practical questions from the matching passage', () => {
    expect(ask('Can I bring my kids?').text).toContain("kids' menu");
    expect(ask('Is there parking?').text).toContain('free parking at the venue');
    expect(ask('What time does the ceremony start?').text).toContain('5:00 pm ceremony');
  });

  it('says it does not know, and suggests asking the couple, when nothing answers the question', () => {
    for (const q of ['What is the capital of France?', 'Can I bring my dog?', 'Who won the world cup?']) {
      const a = ask(q);
      expect(a, q).toEqual({ known: false, text: "I don't know the answer to that. Please ask the couple directly — they'll be happy to help." });
    }
    expect(ask('¿Puedo traer a mi perro?', 'es').text).toMatch(/^No sé la respuesta a eso\. Pregunta directamente a los novios/);
    expect(answerOffline([], 'What is the dress code?', 'en').text).toMatch(DONT_KNOW);
  });

  it('is deterministic', () => {
    const first = ask('What should I wear to the ceremony?');
    for (let i = 0; i < 5; i++) expect(ask('What should I wear to the ceremony?')).toEqual(first);
  });
});

describe('the offline answerer over a context written in Spanish', () => {
  const es = passagesOf(
    [
      'Lugar: Masia Can Ribas, Carrer de la Vinya 12, Sant Pere de Ribes, cerca de Sitges.',
      '',
      'Código de vestimenta: cóctel. La ceremonia es sobre césped: mejor tacón ancho o zapato plano.',
      '',
      'Autobuses:',
      '- 16:00 desde el Hotel Calipolis hasta la finca',
      '- Vuelta a las 00:30 y a las 2:15',
      '',
      'Los niños son bienvenidos: habrá menú infantil.',
    ].join('\n'),
  );
  const preguntar = (q: string) => answerOffline(es, q, 'es');

  it('answers the dress code, the buses and the place, accents or not', () => {
    expect(preguntar('¿Qué ropa me pongo?').text).toContain('cóctel');
    expect(preguntar('codigo de vestimenta').text).toContain('cóctel');
    expect(preguntar('¿A qué hora sale el autobús?').text).toContain('16:00 desde el Hotel Calipolis');
    expect(preguntar('¿Dónde es la boda?').text).toContain('Masia Can Ribas');
    expect(preguntar('¿Puedo llevar a mis hijos?').text).toContain('menú infantil');
  });

  it('says in Spanish that it does not know', () => {
    expect(preguntar('¿Puedo llevar a mi perro?')).toEqual({ known: false, text: 'No sé la respuesta a eso. Pregunta directamente a los novios; estarán encantados de ayudarte.' });
  });
});

describe('the demo wedding’s assistant in Spanish (issue 20 §4)', () => {
  const demoEs = passagesOf(DEMO_CHATBOT_CONTEXT_ES);
  const preguntar = (q: string) => answerOffline(demoEs, q, 'es');
  // What a Spanish guest asks, and the words of the answer that show the right passage was found.
  const ANSWERS: Array<[string, string[]]> = [
    ['¿A qué hora sale el autobús?', ['16:00 desde el Hotel Calipolis', 'La vuelta sale de la finca a las 0:30']],
    ['¿Qué me pongo?', ['Código de vestimenta: cóctel']],
    ['¿Hay autobús al hotel?', ['16:00 desde el Hotel Calipolis de Sitges hasta la finca']],
    ['¿Dónde es la boda?', ['Masia Can Ribas, Carrer de la Vinya 12']],
    ['¿Hay aparcamiento?', ['aparcamiento gratuito en la finca']],
    ['¿Dónde puedo aparcar?', ['aparcamiento gratuito en la finca']],
    ['¿Hay parking?', ['aparcamiento gratuito en la finca']],
    ['¿Puedo llevar a mis hijos?', ['Los niños son bienvenidos']],
    ['¿Puedo ir con mis niños?', ['menú infantil']],
    ['¿A qué hora empieza la ceremonia?', ['17:00 ceremonia en el jardín de los olivos']],
    ['¿Hasta qué hora dura la fiesta? ¿A qué hora termina?', ['baile hasta las 2:00']],
    ['¿Hay menú vegetariano?', ['vegetarianos o veganos']],
    ['¿Dónde está la lista de regalos?', ['lista de luna de miel']],
    ['¿Cómo se conocieron?', ['Nos conocimos en la universidad']],
    ['¿Qué ropa llevo?', ['Código de vestimenta: cóctel']],
    ['autobus', ['16:00 desde el Hotel Calipolis']],
  ];

  it('finds what the demo says, with or without accents, answering in Spanish', () => {
    for (const [question, expected] of ANSWERS) {
      for (const q of [question, question.normalize('NFD').replace(/\p{M}/gu, '')]) {
        const a = preguntar(q);
        expect(a.known, q).toBe(true);
        for (const text of expected) expect(a.text, q).toContain(text);
        expect(a.text, q).not.toMatch(/Shuttle|Dress code|Parking:/);
      }
    }
  });

  it('gives the dress code alone, not the buses, and says in Spanish what it does not know', () => {
    expect(preguntar('¿Qué me pongo?').text).not.toContain('Autobús');
    expect(preguntar('¿Qué tiempo hará?')).toMatchObject({ known: false, text: expect.stringMatching(/^No sé la respuesta/) });
  });

  it('finds the English passage when the couple wrote only in English', () => {
    expect(ask('¿A qué hora sale el autobús?', 'es').text).toContain('4:00 pm from Hotel Calipolis');
    expect(ask('¿Qué me pongo?', 'es').text).toContain('cocktail attire');
    expect(ask('¿Hay aparcamiento?', 'es').text).toContain('free parking at the venue');
    expect(ask('¿Puedo llevar a mis hijos?', 'es').text).toContain('Children are welcome');
  });
});

describe('passages', () => {
  it('are lines, with a list heading kept in front of each item and wrapped lines joined', () => {
    expect(passagesOf('Shuttle:\n- 4 pm from the hotel\n- 5 pm from the station\n\nWe met in\ncollege.').map((p) => p.text)).toEqual([
      'Shuttle: 4 pm from the hotel',
      'Shuttle: 5 pm from the station',
      'We met in college.',
    ]);
  });

  it('cut a long paragraph at sentence ends', () => {
    const long = Array.from({ length: 20 }, (_, i) => `Sentence number ${i} is here.`).join(' ');
    const pieces = passagesOf(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((p) => p.text.length <= 320 && /\.$/.test(p.text))).toBe(true);
  });
});

describe('the language of a question', () => {
  it('is read from its words, else the chosen language, else English', () => {
    expect(questionLanguage('¿Dónde es la boda?')).toBe('es');
    expect(questionLanguage('Qué ropa debo llevar')).toBe('es');
    expect(questionLanguage('Where is the wedding?', 'es')).toBe('en');
    expect(questionLanguage('Sitges?', 'es')).toBe('es');
    expect(questionLanguage('Sitges?')).toBe('en');
  });
});

describe("the site's Markdown texts as context", () => {
  it('become a titled block of plain lines', () => {
    const md = '### From Barcelona\n\n- **Train:** take the [R2 Sud](https://rodalies.example) line.\n- **Taxi:** 45-60 min.\n\nWe recommend a _taxi app_.';
    expect(markdownBlock(md, 'Getting there')).toBe('From Barcelona:\n- Train: take the R2 Sud (https://rodalies.example) line.\n- Taxi: 45-60 min.\nWe recommend a taxi app.');
    expect(markdownBlock('We met in college.', 'How we met')).toBe('How we met:\nWe met in college.');
    expect(markdownBlock('  ', 'Empty')).toBe('');
    const passages = passagesOf(markdownBlock(md, 'Getting there'));
    expect(answerOffline(passages, 'Is there a train from Barcelona?', 'en').text).toContain('R2 Sud');
  });
});
