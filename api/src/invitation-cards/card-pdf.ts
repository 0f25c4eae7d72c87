import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { Language } from '../content/content-keys.js';
import { CARD_TEXTS, cardDate } from './card-texts.js';

const require = createRequire(import.meta.url);
const font = (file: string) => require.resolve(`@fontsource/${file}`);
// The site's own faces. Each file holds one subset, so text is set in runs, each from the first
// subset that has its letters (Ł, ř, ő are in latin-ext; Vietnamese in its own where the face has it).
const cormorant = (subset: string) => font(`cormorant-garamond/files/cormorant-garamond-${subset}-600-normal.woff`);
const lato = (subset: string, weight: number) => font(`lato/files/lato-${subset}-${weight}-normal.woff`);
const FONTS = {
  display: [cormorant('latin'), cormorant('latin-ext'), cormorant('vietnamese')],
  body: [lato('latin', 400), lato('latin-ext', 400)],
  bold: [lato('latin', 700), lato('latin-ext', 700)],
};
type Face = keyof typeof FONTS;

export interface CardParty {
  lastName: string;
  language: Language;
  link: string;
}

export interface CardWedding {
  coupleNames: string;
  date: string;
  /** Shown under the QR code, e.g. "boda.example". */
  siteAddress: string;
}

// A4 portrait in points, cut into four A6 cards.
const PAGE = { width: 595.28, height: 841.89 };
const CARD = { width: PAGE.width / 2, height: PAGE.height / 2 };
const SAGE = '#4f6b55';
const MUTED = '#5f5f5f';
const QR_SIZE = 128;

/** The subset font (registered as `${face}-${i}`) with a glyph for the character, else the first. */
function subsetFor(doc: PDFKit.PDFDocument, face: Face, ch: string): string {
  const cp = ch.codePointAt(0)!;
  for (let i = 0; i < FONTS[face].length; i++) {
    doc.font(`${face}-${i}`);
    // pdfkit's embedded font keeps its fontkit font: the one way to ask about a glyph.
    const fontkit = (doc as unknown as { _font: { font?: { hasGlyphForCodePoint(cp: number): boolean } } })._font.font;
    if (fontkit?.hasGlyphForCodePoint(cp)) return `${face}-${i}`;
  }
  return `${face}-0`;
}

/** Runs of text that one subset file can set. */
function runs(doc: PDFKit.PDFDocument, face: Face, text: string): Array<{ text: string; font: string }> {
  const out: Array<{ text: string; font: string }> = [];
  for (const ch of text) {
    const font = /\s/.test(ch) && out.length ? out.at(-1)!.font : subsetFor(doc, face, ch);
    const last = out.at(-1);
    if (last && last.font === font) last.text += ch;
    else out.push({ text: ch, font });
  }
  return out;
}

/** One line centred in `width`, its runs placed side by side; shrunk to fit when too long. */
function centred(doc: PDFKit.PDFDocument, face: Face, size: number, color: string, text: string, x: number, y: number, width: number) {
  const parts = runs(doc, face, text);
  const measure = (fontSize: number) =>
    parts.reduce((sum, part) => sum + doc.font(part.font).fontSize(fontSize).widthOfString(part.text), 0);
  let fontSize = size;
  while (fontSize > 6 && measure(fontSize) > width) fontSize -= 0.5;
  let left = x + (width - measure(fontSize)) / 2;
  doc.fillColor(color);
  for (const part of parts) {
    doc.font(part.font).fontSize(fontSize).text(part.text, left, y, { lineBreak: false });
    left += doc.widthOfString(part.text);
  }
}

/** The QR code as vector squares: sharp at any printer's resolution, no image to embed. */
function qr(doc: PDFKit.PDFDocument, text: string, x: number, y: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const cell = QR_SIZE / (modules.size + quiet * 2);
  doc.rect(x, y, QR_SIZE, QR_SIZE).fill('#ffffff');
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill('#000000');
}

function card(doc: PDFKit.PDFDocument, wedding: CardWedding, party: CardParty, left: number, cardTop: number) {
  // The content is some 345 pt tall: centred on the 421 pt card.
  const top = cardTop + 20;
  const t = CARD_TEXTS[party.language];
  const pad = 24;
  const width = CARD.width - pad * 2;
  const x = left + pad;
  centred(doc, 'display', 26, SAGE, wedding.coupleNames, x, top + 34, width);
  centred(doc, 'body', 12, MUTED, cardDate(wedding.date, party.language), x, top + 76, width);
  doc.moveTo(left + CARD.width / 2 - 30, top + 100).lineTo(left + CARD.width / 2 + 30, top + 100).lineWidth(0.75).strokeColor(SAGE).stroke();
  centred(doc, 'display', 20, '#222222', t.party(party.lastName), x, top + 112, width);
  qr(doc, party.link, left + (CARD.width - QR_SIZE) / 2, top + 152);
  centred(doc, 'body', 10, MUTED, t.scan, x, top + 290, width);
  centred(doc, 'bold', 12, '#222222', wedding.siteAddress, x, top + 318, width);
  centred(doc, 'body', 10, MUTED, t.orSignIn, x, top + 336, width);
}

/** Short marks on the cut lines, outside and at the centre, so a guillotine finds them. */
function cutMarks(doc: PDFKit.PDFDocument) {
  const { width, height } = PAGE;
  const [midX, midY, len] = [width / 2, height / 2, 14];
  doc.lineWidth(0.5).strokeColor('#999999');
  for (const [x1, y1, x2, y2] of [
    [midX, 0, midX, len],
    [midX, height - len, midX, height],
    [0, midY, len, midY],
    [width - len, midY, width, midY],
    [midX - len / 2, midY, midX + len / 2, midY],
    [midX, midY - len / 2, midX, midY + len / 2],
  ]) {
    doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
  }
}

/** One card per party, four to an A4 page (A6 cards), as a PDF. */
export function invitationCardsPdf(wedding: CardWedding, parties: CardParty[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 0, autoFirstPage: false, info: { Title: `${wedding.coupleNames} – Invitation cards` } });
  for (const [face, files] of Object.entries(FONTS)) files.forEach((file, i) => doc.registerFont(`${face}-${i}`, file));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  parties.forEach((party, i) => {
    const slot = i % 4;
    if (slot === 0) {
      doc.addPage();
      cutMarks(doc);
    }
    card(doc, wedding, party, (slot % 2) * CARD.width, Math.floor(slot / 2) * CARD.height);
  });
  if (parties.length === 0) doc.addPage();
  doc.end();
  return done;
}
