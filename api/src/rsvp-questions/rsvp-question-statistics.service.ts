import type { EntityManager } from '@mikro-orm/postgresql';
import { RsvpQuestion } from './rsvp-question.entity.js';
import type { RsvpQuestionStatistics } from './rsvp-question.types.js';

interface Row {
  question_id: number;
  party_id: number;
  guest_id: number | null;
  value: string;
  party_last_name: string;
  first_name: string | null;
  last_name: string | null;
}

// Every answer of parties that may RSVP, in one statement, in the dashboard's party order.
const ANSWERS_SQL = `
  select a.question_id, a.party_id, a.guest_id, a.value, p.last_name as party_last_name, g.first_name, g.last_name
  from rsvp_answer a
  join party p on p.id = a.party_id
  left join guest g on g.id = a.guest_id
  where p.can_rsvp
  order by p.last_name, p.id, g.sort_order nulls first, g.id`;

/** Per question: counts per option (yes / no for a yes-no question), or the text answers with who gave them. */
export async function questionStatistics(em: EntityManager): Promise<RsvpQuestionStatistics[]> {
  // In turn: on a transaction's EntityManager both would share its one connection.
  const questions = await em.find(RsvpQuestion, {}, { orderBy: { id: 'asc' } });
  const rows = await em.getConnection().execute<Row[]>(ANSWERS_SQL);
  return questions.map((q) => {
    const mine = rows.filter((r) => r.question_id === q.id);
    const choices = q.type === 'yesno' ? ['yes', 'no'] : q.type === 'choice' ? q.options : [];
    return {
      questionId: q.id,
      text: q.text,
      textEs: q.textEs,
      type: q.type,
      perGuest: q.perGuest,
      answered: mine.length,
      options: choices.map((option) => ({ option, count: mine.filter((r) => r.value === option).length })),
      textAnswers:
        q.type === 'text'
          ? mine.map((r) => ({
              partyId: r.party_id,
              guestId: r.guest_id,
              name: r.guest_id !== null ? `${r.first_name} ${r.last_name}` : r.party_last_name,
              value: r.value,
            }))
          : [],
    };
  });
}
