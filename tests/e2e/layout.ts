import type { Page } from 'playwright-core';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A line of text as the browser laid it out: the words on it and its box. */
export interface TextLine extends Box {
  text: string;
}

/**
 * Every line of visible text inside the elements `selector` matches (one box per line of each
 * text node), in page coordinates of the viewport.
 */
export function textLines(page: Page, selector: string): Promise<TextLine[]> {
  return page.evaluate((sel) => {
    const lines: Array<{ text: string; x: number; y: number; width: number; height: number }> = [];
    for (const root of Array.from(document.querySelectorAll(sel))) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!text.trim()) continue;
        const parent = node.parentElement!;
        const style = getComputedStyle(parent);
        if (style.visibility === 'hidden' || parent.closest('[aria-hidden="true"]') || parent.checkVisibility?.() === false) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of Array.from(range.getClientRects())) {
          if (r.width < 1 || r.height < 1) continue;
          lines.push({ text: text.trim(), x: r.x, y: r.y, width: r.width, height: r.height });
        }
      }
    }
    return lines;
  }, selector);
}

/** How far two boxes overlap along both axes (0 when they do not). */
export function overlapArea(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Pairs of text lines printed on top of each other. Glyph boxes of adjacent lines may touch, so
 * only an overlap of more than a quarter of the lower line's height counts.
 */
export function overprintedLines(lines: TextLine[]): string[] {
  const found: string[] = [];
  for (let i = 0; i < lines.length; i++)
    for (let j = i + 1; j < lines.length; j++) {
      const [a, b] = [lines[i], lines[j]];
      const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
      const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
      if (w > 2 && h > Math.min(a.height, b.height) / 4) found.push(`"${a.text}" over "${b.text}"`);
    }
  return found;
}

/** Words inside `selector` that the layout split over two lines. */
export function brokenWords(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const broken: string[] = [];
    for (const root of Array.from(document.querySelectorAll(sel))) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.parentElement?.checkVisibility?.() === false) continue;
        const text = node.textContent ?? '';
        for (const m of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index!);
          range.setEnd(node, m.index! + m[0].length);
          const tops = new Set(Array.from(range.getClientRects()).filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size > 1) broken.push(m[0]);
        }
      }
    }
    return broken;
  }, selector);
}
