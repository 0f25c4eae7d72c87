/**
 * A tap on a page rendered on the server before the app has taken it over (issue 23 §2) is kept
 * and done once it has. The page shows its buttons from the HTML at once, but their code comes
 * seconds later on a slow phone and they are live only once <html data-app="ready"> is set
 * (ssr/takenOver.ts via App.tsx): a tap before that did nothing, and a form sent before it went
 * to the browser, which reloaded the page with the fields in its address.
 *
 * Its own small file (api/src/web/page-html.ts names it, async, on rendered pages only), apart
 * from the app's code, which is what is slow to come: it only listens, and imports nothing.
 * The first tap on a control is held (later ones too, but only the first is done: a second tap
 * on a button that seemed dead must not send a form twice) and made again on the same element
 * once the app is ready, where React's handlers take it. Links are left to the browser, which
 * follows them without the app; so are text fields and selects (focus and typing work without
 * it), and clicks with a modifier key or another button.
 */

/** What a tap may be held on: the controls whose click does nothing without the app. */
const CONTROL = [
  'button',
  'summary',
  'label',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="reset"]',
  'input[type="image"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  ...['button', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'option'].map((role) => `[role="${role}"]`),
].join(', ');

type Held = { click: Element; init: MouseEventInit } | { form: HTMLFormElement; submitter: HTMLElement | null };

function ready(): boolean {
  return document.documentElement.dataset.app === 'ready';
}

/** The element of the rendered page a tap landed on, when it is a control the app will handle. */
function heldControl(event: MouseEvent): Element | null {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  const target = event.target instanceof Element ? event.target : null;
  if (!target?.closest('#root') || target.closest('a[href]')) return null;
  return target.closest(CONTROL) && target;
}

/** Listens until the app is ready; returns a function that stops listening (for tests). */
export function holdEarlyTaps(): () => void {
  if (ready()) return () => undefined;
  let held: Held | null = null;

  const onClick = (event: MouseEvent) => {
    if (ready()) return;
    const target = heldControl(event);
    if (!target) return;
    // Neither the browser's default (sending a form) nor React's handling of a part it has not
    // taken over yet: the tap is done once, later, whole.
    event.preventDefault();
    event.stopImmediatePropagation();
    held ??= { click: target, init: { bubbles: true, cancelable: true, composed: true, view: event.view, detail: event.detail, clientX: event.clientX, clientY: event.clientY, screenX: event.screenX, screenY: event.screenY } };
  };
  const onSubmit = (event: SubmitEvent) => {
    const form = event.target;
    if (ready() || !(form instanceof HTMLFormElement) || !form.closest('#root')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held ??= { form, submitter: event.submitter };
  };

  const stop = () => {
    observer.disconnect();
    window.removeEventListener('click', onClick, true);
    window.removeEventListener('submit', onSubmit, true);
  };
  const observer = new MutationObserver(() => {
    if (!ready()) return;
    stop();
    const tap = held;
    held = null;
    if (!tap) return;
    // The same element React took over (a part it had to draw anew is another element: that tap is dropped).
    if ('click' in tap) {
      if (tap.click.isConnected) tap.click.dispatchEvent(new MouseEvent('click', tap.init));
    } else if (tap.form.isConnected) {
      tap.form.requestSubmit(tap.submitter?.isConnected && tap.submitter.closest('form') === tap.form ? tap.submitter : null);
    }
  });
  // Capturing on the window comes before React's listeners on the page's root.
  window.addEventListener('click', onClick, true);
  window.addEventListener('submit', onSubmit, true);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });
  return stop;
}
