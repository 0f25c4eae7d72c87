import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdEarlyTaps } from './earlyTaps';

let stop: (() => void) | undefined;

// Each test starts on a page not yet taken over, whatever a file before this one left behind.
beforeEach(() => {
  delete document.documentElement.dataset.app;
});

afterEach(() => {
  stop?.();
  delete document.documentElement.dataset.app;
  document.body.innerHTML = '';
});

/** A page as the server sends it: its controls in #root, no handlers yet. */
function renderedPage(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  stop = holdEarlyTaps();
}

/** What the app does once it has taken the page over (App.tsx); the observer reports after a microtask. */
async function appReady() {
  document.documentElement.dataset.app = 'ready';
  await Promise.resolve();
}

function tap(element: Element) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
  element.dispatchEvent(event);
  return event;
}

describe('a tap before the app has taken a rendered page over', () => {
  it('is held, then made once on the same element when the app is ready; later taps are not', async () => {
    renderedPage('<nav><button id="es"><svg id="icon"></svg>Español</button><button id="other">Other</button></nav>');
    const clicks: string[] = [];
    document.getElementById('root')!.addEventListener('click', (e) => clicks.push((e.target as Element).id));
    expect(tap(document.getElementById('icon')!).defaultPrevented).toBe(true);
    tap(document.getElementById('es')!);
    tap(document.getElementById('other')!);
    expect(clicks).toEqual([]);
    await appReady();
    expect(clicks).toEqual(['icon']);
    // From then on the app has them all.
    tap(document.getElementById('other')!);
    expect(clicks).toEqual(['icon', 'other']);
  });

  it('leaves links, text fields and clicks outside the page to the browser', () => {
    renderedPage('<a id="link" href="/rsvp">RSVP</a><input id="name"><button id="with-ctrl">Go</button>');
    const outside = document.createElement('button');
    document.body.append(outside);
    expect(tap(document.getElementById('link')!).defaultPrevented).toBe(false);
    expect(tap(document.getElementById('name')!).defaultPrevented).toBe(false);
    expect(tap(outside).defaultPrevented).toBe(false);
    const modified = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    document.getElementById('with-ctrl')!.dispatchEvent(modified);
    expect(modified.defaultPrevented).toBe(false);
  });

  it('holds a form sent before the app is ready and sends it once it is, by the same button', async () => {
    renderedPage('<form id="form"><input name="guest"><button id="send" type="submit">Send</button></form>');
    const form = document.getElementById('form') as HTMLFormElement;
    const sent: (string | undefined)[] = [];
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      sent.push((e.submitter as HTMLElement | null)?.id);
    });
    const submit = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: document.getElementById('send') });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    await appReady();
    expect(sent).toEqual(['send']);
  });

  it('does nothing on a page the app has already taken over', () => {
    document.documentElement.dataset.app = 'ready';
    renderedPage('<button id="b">B</button>');
    expect(tap(document.getElementById('b')!).defaultPrevented).toBe(false);
  });
});
