import MiniSearch from 'minisearch';
import type { ChatLanguage } from './language.js';
import type { Passage } from './passages.js';
import { questionTerms, termsOf } from './search-terms.js';

export interface OfflineAnswer {
  text: string;
  /** False when nothing in the text answers the question. */
  known: boolean;
}

const DONT_KNOW: Record<ChatLanguage, string> = {
  en: "I don't know the answer to that. Please ask the couple directly — they'll be happy to help.",
  es: 'No sé la respuesta a eso. Pregunta directamente a los novios; estarán encantados de ayudarte.',
};

/** A word in more than this share of the passages (e.g. "wedding") tells none of them apart. */
const COMMON_SHARE = 0.5;
/** At most this many passages in an answer; a second one only when nearly as relevant. */
const MAX_PASSAGES = 2;
const SECOND_SCORE = 0.6;
/** A list found by one of its lines is quoted whole (every shuttle time), up to this many lines. */
const MAX_LIST = 8;

interface Index {
  search: MiniSearch<{ id: number; label: string; text: string }>;
  passages: Passage[];
  /** How many passages hold each term. */
  frequency: Map<string, number>;
}

/** The chosen passages in the order the couple wrote them; a line of a headed list brings the whole list. */
function quote(passages: Passage[], ids: number[]): string {
  const groups = [...new Set(ids.map((id) => passages[id].group))].sort((a, b) => a - b);
  return groups
    .map((group) => {
      const members = passages.filter((p) => p.group === group);
      const heading = members[0].heading;
      if (heading === undefined || members.length > MAX_LIST) return ids.filter((id) => passages[id].group === group).sort((a, b) => a - b).map((id) => passages[id].text).join('\n');
      return members.length === 1 ? members[0].text : [`${heading}:`, ...members.map((m) => `- ${m.body}`)].join('\n');
    })
    .join('\n\n');
}

let cached: { key: string; index: Index } | undefined;

function indexOf(passages: Passage[]): Index {
  const key = passages.map((p) => p.text).join('\u0000');
  if (cached?.key === key) return cached.index;
  const search = new MiniSearch<{ id: number; label: string; text: string }>({
    fields: ['label', 'text'],
    storeFields: [],
    tokenize: (text) => termsOf(text),
    processTerm: (term) => term,
  });
  search.addAll(passages.map((p, id) => ({ id, label: p.label ?? '', text: p.text })));
  const frequency = new Map<string, number>();
  for (const p of passages) for (const t of new Set(termsOf(p.text))) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  const index = { search, passages, frequency };
  cached = { key, index };
  return index;
}

/**
 * Answers from the passages alone, with MiniSearch's ranking (BM25, with prefix and typo
 * tolerance): the best passage, and the next one when it is nearly as good, quoted as written.
 * A passage counts only when it matches at least half of the question's telling words (a word
 * found in most passages, like "wedding", tells nothing); otherwise the answer says it does not
 * know. The same question over the same text always gets the same answer.
 */
export function answerOffline(passages: Passage[], question: string, language: ChatLanguage): OfflineAnswer {
  const dontKnow = { text: DONT_KNOW[language], known: false };
  if (!passages.length) return dontKnow;
  const index = indexOf(passages);
  const common = (term: string) => passages.length >= 3 && (index.frequency.get(term) ?? 0) > passages.length * COMMON_SHARE;
  const asked = questionTerms(question).filter((q) => !common(q.term));
  if (!asked.length) return dontKnow;
  const needed = Math.ceil(asked.length / 2);

  const queries = [...new Set(asked.flatMap((q) => [q.term, ...q.alternatives]))];
  const results = index.search
    .search({ combineWith: 'OR', queries }, { tokenize: (t) => [t], prefix: (t) => t.length > 3, fuzzy: (t) => (t.length > 4 ? 0.2 : false), boost: { label: 3 }, boostTerm: (t) => (asked.some((q) => q.term === t) ? 1 : 0.5) });
  const covered = (r: (typeof results)[number]) => {
    const found = new Set(r.queryTerms);
    return asked.filter((q) => found.has(q.term) || q.alternatives.some((a) => found.has(a))).length;
  };
  // The passages answering more of the question first, then by MiniSearch's score.
  const relevant = results
    .map((r) => ({ ...r, covers: covered(r) }))
    .filter((r) => r.covers >= needed)
    .sort((a, b) => b.covers - a.covers || b.score - a.score || (a.id as number) - (b.id as number));
  if (!relevant.length) return dontKnow;
  const best = relevant[0].score;
  const chosen = relevant.slice(0, MAX_PASSAGES).filter((r) => r.covers === relevant[0].covers && r.score >= best * SECOND_SCORE);
  return { text: quote(passages, chosen.map((r) => r.id as number)), known: true };
}
