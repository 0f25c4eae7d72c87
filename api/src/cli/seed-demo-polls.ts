// The demo's polls: one prediction, one preference, with votes from some demo parties.
// Polls are matched by question and votes by the unique (poll, party) key, so a second run adds none.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Party } from '../parties/party.entity.js';
import { Poll } from '../polls/poll.entity.js';
import { PollResponse } from '../polls/poll-response.entity.js';
import { createPoll, updatePoll, vote } from '../polls/polls.service.js';

const DEMO_POLLS = [
  {
    question: 'Who will cry first during the ceremony?',
    type: 'prediction',
    options: ['The bride', 'The groom', 'The mother of the bride', 'Everyone at once'],
    questionEs: '¿Quién llorará primero durante la ceremonia?',
    optionsEs: ['La novia', 'El novio', 'La madre de la novia', 'Todos a la vez'],
    votes: { Garcia: 2, Smith: 0, Johnson: 2 } as Record<string, number>,
  },
  {
    question: 'Which dessert should we serve at the reception?',
    type: 'preference',
    options: ['Churros with chocolate', 'Crema catalana', 'Classic wedding cake'],
    questionEs: '¿Qué postre servimos en el banquete?',
    optionsEs: ['Churros con chocolate', 'Crema catalana', 'Tarta nupcial clásica'],
    votes: { Garcia: 1, Smith: 2, Johnson: 1 } as Record<string, number>,
  },
];

export async function seedPolls(em: EntityManager, parties: Party[]): Promise<void> {
  for (const demo of DEMO_POLLS) {
    const existing = await em.findOne(Poll, { question: demo.question });
    const spanish = { questionEs: demo.questionEs, optionsEs: demo.optionsEs };
    // A demo loaded before the Spanish texts existed gets them, unless the couple wrote their own.
    if (existing && !existing.questionEs && !existing.optionsEs.length && existing.options.length === demo.optionsEs.length) {
      await updatePoll(em, parties[0]?.id ?? 0, existing.id, spanish);
    }
    const pollId = existing?.id ?? (await createPoll(em, parties[0]?.id ?? 0, { question: demo.question, type: demo.type, options: demo.options, active: true, ...spanish })).id;
    for (const [lastName, option] of Object.entries(demo.votes)) {
      const party = parties.find((p) => p.lastName === lastName);
      if (!party || (await em.count(PollResponse, { poll: pollId, party: party.id }))) continue;
      await vote(em, party.id, pollId, option);
    }
  }
}
