import type { Locator, Page } from 'playwright-core';

/**
 * Colour contrast as the browser draws it: computed colours (any CSS syntax, normalised through
 * a canvas), alpha and opacity blended over the backgrounds of the ancestors. Background images
 * and gradients are not drawn, so a translucent panel over a picture counts as over its
 * nearest solid colour.
 */
function installContrastHelpers() {
  type Rgba = [number, number, number, number];
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const parse = (css: string): Rgba => {
    // A computed colour is never empty, except on an element that has left the page (a toast
    // that closed itself): the canvas would keep its black and report black on black.
    if (!css) throw new Error('no computed colour: the element is no longer in the page');
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = css;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r, g, b, a / 255];
  };
  const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
    r * a + R * (1 - a),
    g * a + G * (1 - a),
    b * a + B * (1 - a),
    1,
  ];
  /** The solid colour behind `el`'s own content: its background and those of its ancestors. */
  const backgroundOf = (el: Element | null): Rgba => {
    const layers: Rgba[] = [];
    for (let node = el; node; node = node.parentElement) {
      const bg = parse(getComputedStyle(node).backgroundColor);
      if (bg[3] > 0) layers.push(bg);
      if (bg[3] === 1) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  /** The product of the opacities from `el` up to (not including) `stop`. */
  const opacityOf = (el: Element | null, stop: Element | null = null): number => {
    let opacity = 1;
    for (let node = el; node && node !== stop; node = node.parentElement) opacity *= Number(getComputedStyle(node).opacity);
    return opacity;
  };
  const luminance = ([r, g, b]: Rgba) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R + 0.7152 * G + 0.0722 * B;
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
  };
  const hex = (c: Rgba) => '#' + c.slice(0, 3).map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');

  /** The focused element's ring (outline) against the background it is drawn on. */
  const focusRing = () => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const style = getComputedStyle(el);
    const background = backgroundOf(el.parentElement);
    const [r, g, b, a] = parse(style.outlineColor);
    const ring = over([r, g, b, a * opacityOf(el)], background);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      ring: hex(ring),
      background: hex(background),
      contrast: style.outlineStyle === 'none' ? 0 : ratio(ring, background),
    };
  };

  /** An element's text colour against its background. */
  const textContrast = (el: Element) => {
    const background = backgroundOf(el);
    let solid: Element | null = el;
    while (solid && parse(getComputedStyle(solid).backgroundColor)[3] === 0) solid = solid.parentElement;
    const [r, g, b, a] = parse(getComputedStyle(el).color);
    const text = over([r, g, b, a * opacityOf(el, solid)], background);
    return { text: hex(text), background: hex(background), contrast: ratio(text, background) };
  };

  Object.assign(window, { __contrast: { focusRing, textContrast } });
}

interface ContrastApi {
  focusRing(): FocusRing | null;
  textContrast(el: Element): TextContrast;
}

export interface FocusRing {
  style: string;
  width: number;
  ring: string;
  background: string;
  contrast: number;
}

export interface TextContrast {
  text: string;
  background: string;
  contrast: number;
}

async function install(page: Page) {
  if (!(await page.evaluate(() => '__contrast' in window))) await page.evaluate(installContrastHelpers);
}

/** The focus ring of the page's focused element, or null when nothing is focused. */
export async function focusRingOfActive(page: Page): Promise<FocusRing | null> {
  await install(page);
  return page.evaluate(() => (window as unknown as { __contrast: ContrastApi }).__contrast.focusRing());
}

export async function textContrastOf(locator: Locator): Promise<TextContrast> {
  await install(locator.page());
  return locator.evaluate((el) => (window as unknown as { __contrast: ContrastApi }).__contrast.textContrast(el));
}

/**
 * Tabs through the whole page from its top and returns every stop whose focus ring is missing,
 * thinner than 2 px or under 3:1 against its background (WCAG 2.2), named by its text.
 * `partial`: a page longer than `maxStops` (the admin dashboard lists every party) is checked
 * up to there instead of failing; its later stops repeat the same controls row after row.
 */
export async function weakFocusRings(page: Page, maxStops = 80, { partial = false } = {}): Promise<string[]> {
  await install(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const weak: string[] = [];
  for (let i = 0; i < maxStops; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      // Back at the top (or out into the browser): every stop has been seen.
      // Inside a frame's own page the frame stays the active element at every stop: go on.
      if (el?.tagName === 'IFRAME' && el.dataset.ringChecked) return 'inside a frame';
      if (!el || el === document.body || el.dataset.ringChecked) return null;
      el.dataset.ringChecked = '';
      const label = `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}"`;
      return { label, ring: (window as unknown as { __contrast: ContrastApi }).__contrast.focusRing() };
    });
    if (!stop) return weak;
    if (stop === 'inside a frame') continue;
    const { label, ring } = stop;
    if (!ring || ring.style === 'none' || ring.width < 2 || ring.contrast < 3) {
      weak.push(`${label}: ${ring ? `${ring.style} ${ring.width}px ${ring.ring} on ${ring.background} = ${ring.contrast}:1` : 'no ring'}`);
    }
  }
  if (partial) return weak;
  throw new Error(`Tab did not come back round within ${maxStops} stops`);
}
