// The demo's trivia: a few questions about the couple (one music question with a player) and
// answers from the demo parties, so the leaderboard has rows. Questions are matched by text and
// answers by the unique (question, party) key, so a second run adds none.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Party } from '../parties/party.entity.js';
import { TriviaQuestion } from '../trivia/trivia-question.entity.js';
import { TriviaResponse } from '../trivia/trivia-response.entity.js';
import { answer, createQuestion, updateQuestion } from '../trivia/trivia.service.js';

const DEMO_QUESTIONS = [
  {
    question: 'Where did the couple first meet?',
    options: ['At university', 'On a hike', 'At a friend’s wedding', 'In a Barcelona café'],
    correctOption: 3,
    correctMessage: 'Correct! A café con leche started it all.',
    questionEs: '¿Dónde se conocieron los novios?',
    optionsEs: ['En la universidad', 'De excursión', 'En la boda de unos amigos', 'En un café de Barcelona'],
    correctMessageEs: '¡Correcto! Todo empezó con un café con leche.',
    answers: { Garcia: 3, Smith: 1, Johnson: 3 } as Record<string, number>,
  },
  {
    question: 'Which country did they visit on their first trip together?',
    options: ['Portugal', 'Italy', 'Morocco'],
    questionEs: '¿Qué país visitaron en su primer viaje juntos?',
    optionsEs: ['Portugal', 'Italia', 'Marruecos'],
    correctOption: 0,
    answers: { Garcia: 0, Smith: 0, Johnson: 1 } as Record<string, number>,
  },
  {
    question: 'Which song did they dance to on their first date?',
    questionType: 'music',
    options: ['La Bamba', 'Bésame Mucho', 'Despacito'],
    questionEs: '¿Qué canción bailaron en su primera cita?',
    optionsEs: ['La Bamba', 'Bésame Mucho', 'Despacito'],
    // The music players' own embed addresses (Spotify and YouTube).
    embeds: ['https://open.spotify.com/embed/track/0oJEkBOaVMUarOxrhXkwO4', 'https://www.youtube.com/embed/0Wz5N4WXfvo', ''],
    correctOption: 1,
    incorrectMessage: 'Not quite: it was Bésame Mucho.',
    incorrectMessageEs: 'Casi: era Bésame Mucho.',
    answers: { Garcia: 1, Johnson: 0 } as Record<string, number>,
  },
];

export async function seedTrivia(em: EntityManager, parties: Party[]): Promise<void> {
  for (const { answers, ...demo } of DEMO_QUESTIONS) {
    const existing = await em.findOne(TriviaQuestion, { question: demo.question });
    // A demo loaded before the Spanish texts existed gets them, unless the couple wrote their own.
    if (existing && !existing.questionEs && !existing.optionsEs.length && existing.options.length === demo.optionsEs.length) {
      const { questionEs, optionsEs, correctMessageEs, incorrectMessageEs } = demo as Partial<Record<'correctMessageEs' | 'incorrectMessageEs', string>> & typeof demo;
      await updateQuestion(em, parties[0]?.id ?? 0, existing.id, { questionEs, optionsEs, correctMessageEs, incorrectMessageEs });
    }
    const questionId = existing?.id ?? (await createQuestion(em, parties[0]?.id ?? 0, { active: true, embeds: [], questionType: 'standard', ...demo })).id;
    for (const [lastName, option] of Object.entries(answers)) {
      const party = parties.find((p) => p.lastName === lastName);
      if (!party || (await em.count(TriviaResponse, { question: questionId, party: party.id }))) continue;
      await answer(em, party.id, questionId, option, 'en');
    }
  }
}
