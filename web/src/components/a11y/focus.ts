/** The id of the page's <main>, the skip link's and route change's target. */
export const MAIN_ID = 'main';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

/** The elements inside `root` that Tab stops at, in document order. */
export function focusablesIn(root: ParentNode | null | undefined): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

/** Rendered and visible (jsdom has no layout, so there everything counts as shown). */
function isShown(el: HTMLElement): boolean {
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true;
}

/**
 * Keeps Tab and Shift+Tab cycling through the shown ones of `items` (a keydown handler's
 * helper): from the last Tab goes to the first, from the first Shift+Tab to the last, and from
 * anywhere else into the cycle. With none shown (e.g. a phone menu left open when the window
 * grew wide) Tab is left alone, so it can never get stuck.
 */
export function keepTabWithin(event: KeyboardEvent, allItems: HTMLElement[]): void {
  const items = allItems.filter(isShown);
  if (event.key !== 'Tab' || items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const index = items.indexOf(document.activeElement as HTMLElement);
  let next: HTMLElement | null = null;
  if (index === -1) next = event.shiftKey ? last : first;
  else if (event.shiftKey && index === 0) next = last;
  else if (!event.shiftKey && index === items.length - 1) next = first;
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

interface FocusOptions {
  /** False after a route change, where ScrollToTop has already put the page at its top. */
  scroll?: boolean;
}

/**
 * Focuses the page's main heading (its h1), so a screen reader announces the page and Tab
 * continues from there. Returns false when the page has no heading yet (still loading).
 */
export function focusMainHeading({ scroll = true }: FocusOptions = {}): boolean {
  const heading = document.getElementById(MAIN_ID)?.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: !scroll });
  return true;
}

/** The skip target: the main heading, else the <main> element itself. */
export function focusMainContent(options: FocusOptions = {}): void {
  if (!focusMainHeading(options)) document.getElementById(MAIN_ID)?.focus({ preventScroll: options.scroll === false });
}
