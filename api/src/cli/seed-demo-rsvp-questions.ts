// The demo's RSVP questions (issue 21 §3), asked of every demo group: a song request once per
// party and the shuttle per attending guest, with the answered parties' answers. Questions are
// matched by their English text; answers are recorded only when the question is new, so a
// second run leaves what guests changed since.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Party } from '../parties/party.entity.js';
import { Guest } from '../party-guests/guest.entity.js';
import { applyRsvpAnswers } from '../rsvp-questions/rsvp-answers.service.js';
import { RsvpQuestion } from '../rsvp-questions/rsvp-question.entity.js';
import { createQuestion } from '../rsvp-questions/rsvp-questions.service.js';

const DEMO_QUESTIONS = [
  {
    input: { text: 'Song request', textEs: 'Petición de canción', type: 'text', perGuest: false, required: false },
    answers: { Garcia: 'Bailando – Enrique Iglesias', Smith: 'September – Earth, Wind & Fire' } as Record<string, string>,
  },
  {
    input: { text: 'Will you use the shuttle?', textEs: '¿Usarás el autobús?', type: 'yesno', perGuest: true, required: false },
    // Per guest, by first name.
    answers: { Maria: 'yes', Jose: 'yes', Lucia: 'no', Emma: 'yes' } as Record<string, string>,
  },
];

export async function seedRsvpQuestions(em: EntityManager, parties: Party[], groups: string[]): Promise<void> {
  for (const demo of DEMO_QUESTIONS) {
    if (await em.count(RsvpQuestion, { text: demo.input.text })) continue;
    const question = await createQuestion(em, { ...demo.input, guestGroups: groups });
    for (const party of parties) {
      const guests = await em.find(Guest, { party: party.id });
      const answers = demo.input.perGuest
        ? guests.filter((g) => demo.answers[g.firstName]).map((g) => ({ questionId: question.id, guestId: g.id, value: demo.answers[g.firstName] }))
        : demo.answers[party.lastName]
          ? [{ questionId: question.id, value: demo.answers[party.lastName] }]
          : [];
      if (answers.length) await em.transactional((tx) => applyRsvpAnswers(tx, party.id, answers, { enforceRequired: false, language: 'en' }));
    }
  }
}
