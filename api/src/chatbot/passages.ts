/** The longest passage the offline answerer quotes; longer paragraphs are cut at sentence ends. */
const MAX_PASSAGE = 320;
const BULLET = /^\s*(?:[-*•·]|\d+[.)])\s+/;

export interface Passage {
  /** What is searched and quoted alone: the line with its heading in front. */
  text: string;
  /** The heading it stands under, if any ("Shuttle"). */
  heading?: string;
  /** What it is about, when it says so: its heading, or a short lead like "Dress code:". */
  label?: string;
  /** The line itself. */
  body: string;
  /** Passages of one paragraph or list share it. */
  group: number;
}

/** "Dress code: cocktail attire" is about the dress code. */
function leadOf(line: string): string | undefined {
  const m = /^([\p{L}' ]{2,30}):\s+\S/u.exec(line);
  return m?.[1];
}

/** A short line introducing the lines under it: "Dress code:", "## Shuttle". */
function headingOf(line: string): string | null {
  const bare = line.replace(/^#+\s*/, '').trim();
  if (line.length <= 60 && (/^#+\s/.test(line) || /:$/.test(line))) return bare.replace(/:$/, '');
  return null;
}

function bySentences(text: string): string[] {
  if (text.length <= MAX_PASSAGE) return [text];
  const sentences = text.match(/[^.!?]+(?:[.!?]+|$)/g)?.map((s) => s.trim()).filter(Boolean) ?? [text];
  const out: string[] = [];
  let current = '';
  for (const s of sentences) {
    if (current && current.length + s.length + 1 > MAX_PASSAGE) {
      out.push(current);
      current = s;
    } else current = current ? `${current} ${s}` : s;
  }
  if (current) out.push(current);
  return out;
}

/**
 * The couple's text cut into the pieces a guest's question is matched against: one per line or
 * list item (lines under a heading keep it in front, so "Shuttle: 4:00 pm from the hotel"
 * still says what it is about), a line wrapped mid-sentence joined to the next, and long
 * paragraphs split at sentence ends.
 */
export function passagesOf(text: string): Passage[] {
  const passages: Passage[] = [];
  for (const [group, block] of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/).entries()) {
    const lines = block.split('\n').map((l) => l.trim()).filter(Boolean);
    let heading: string | null = null;
    const units: string[] = [];
    for (const line of lines) {
      const head = headingOf(line);
      if (head !== null && units.length === 0 && heading === null && lines.length > 1) {
        heading = head;
        continue;
      }
      const item = line.replace(BULLET, '');
      const previous = units.length - 1;
      // A paragraph wrapped by hand: this line carries on the previous one's sentence.
      if (previous >= 0 && !BULLET.test(line) && !/[.!?:]$/.test(units[previous]) && /^[\p{Ll}]/u.test(item)) units[previous] += ` ${item}`;
      else units.push(item);
    }
    for (const unit of units) {
      for (const piece of bySentences(unit)) passages.push(heading ? { text: `${heading}: ${piece}`, heading, label: heading, body: piece, group } : { text: piece, label: leadOf(unit), body: piece, group });
    }
    if (heading !== null && units.length === 0) passages.push({ text: heading, label: heading, body: heading, group });
  }
  return passages;
}
