import type { EntityManager } from '@mikro-orm/postgresql';
import { RsvpQuestion } from './rsvp-question.entity.js';

interface Row {
  question_id: number;
  party_id: number;
  guest_id: number | null;
}

/**
 * The guest list export's column per RSVP question (issue 21 §3), headed by its English text:
 * a guest's row carries their own answer to a per-guest question and their party's to the others.
 */
export async function answerColumns(em: EntityManager): Promise<{ header: string[]; cellsFor: (partyId: number, guestId: number) => string[] }> {
  // In turn: on a transaction's EntityManager both would share its one connection.
  const questions = await em.find(RsvpQuestion, {}, { orderBy: { id: 'asc' }, fields: ['id', 'text', 'perGuest'] });
  const rows = questions.length ? await em.getConnection().execute<Array<Row & { value: string }>>('select question_id, party_id, guest_id, value from rsvp_answer') : [];
  const answers = new Map(rows.map((r) => [`${r.question_id}:${r.party_id}:${r.guest_id ?? 0}`, r.value]));
  const seen = new Map<string, number>();
  const header = questions.map((q) => {
    // Two questions worded alike still get columns a spreadsheet can tell apart.
    const n = (seen.get(q.text) ?? 0) + 1;
    seen.set(q.text, n);
    return n === 1 ? q.text : `${q.text} (${n})`;
  });
  return {
    header,
    cellsFor: (partyId, guestId) => questions.map((q) => answers.get(`${q.id}:${partyId}:${q.perGuest ? guestId : 0}`) ?? ''),
  };
}
