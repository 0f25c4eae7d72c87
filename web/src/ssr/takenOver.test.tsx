import { Suspense, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { boundariesWaiting, lookAgainAfter, whenTakenOver } from './takenOver';

/** Code that has not arrived in the browser yet: what it wraps suspends until `arrive()`. */
function notArrived() {
  let arrive!: () => void;
  const state = { arrived: false, promise: new Promise<void>((resolve) => (arrive = resolve)) };
  return { state, arrive: () => ((state.arrived = true), arrive()) };
}

function Part({ code, children }: { code: { arrived: boolean; promise: Promise<void> }; children: ReactNode }) {
  if (!code.arrived) throw code.promise;
  return children;
}

const ARRIVED = { arrived: true, promise: Promise.resolve() };
let root: Root | undefined;

/** The page as the server renders it, then taken over in the browser with `page` as the app's first render. */
function hydrate(page: (code: typeof ARRIVED) => ReactNode, code: typeof ARRIVED): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(ARRIVED));
  document.body.append(container);
  root = hydrateRoot(container, page(code));
  return container;
}

function heldByReact(element: Element | null): boolean {
  return !!element && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.innerHTML = '';
});

describe('taking over a page rendered on the server (real react-dom)', () => {
  it('counts each boundary still holding the server’s HTML, and none once React has committed it', async () => {
    const nav = notArrived();
    const container = hydrate(
      (code) => (
        <>
          <header>frame</header>
          <Suspense fallback={null}>
            <Part code={code}>
              <nav>
                <button type="button">Español</button>
              </nav>
            </Part>
          </Suspense>
          <Suspense fallback={null}>
            <main>page</main>
          </Suspense>
        </>
      ),
      nav.state,
    );
    let done = false;
    void whenTakenOver(container).then(() => (done = true));
    // The page's boundary is taken over; the nav bar's waits for its code.
    await expect.poll(() => boundariesWaiting(container)).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(done).toBe(false);
    nav.arrive();
    await expect.poll(() => done).toBe(true);
    expect(boundariesWaiting(container)).toBe(0);
    expect(heldByReact(container.querySelector('nav'))).toBe(true);
  });

  it('still counts a boundary React is half-way through taking over (its first elements already marked)', async () => {
    const seen: Array<{ waiting: number; headingMarked: boolean }> = [];
    let container!: HTMLElement;
    // Renders after the heading: React has marked the heading's element, but not committed.
    function Probe() {
      if (container) seen.push({ waiting: boundariesWaiting(container), headingMarked: heldByReact(container.querySelector('h2')) });
      return <p>college</p>;
    }
    // The story's code arrives after the frame is taken over, so the boundary is taken over in a pass of its own.
    const story = notArrived();
    container = hydrate(
      (code) => (
        <>
          <header>frame</header>
          <Suspense fallback={null}>
            <Part code={code}>
              <h2>How We Met</h2>
              <Probe />
            </Part>
          </Suspense>
        </>
      ),
      story.state,
    );
    await expect.poll(() => boundariesWaiting(container)).toBe(1);
    story.arrive();
    await whenTakenOver(container);
    const during = seen.find((s) => s.headingMarked);
    expect(during).toEqual({ waiting: 1, headingMarked: true });
    expect(boundariesWaiting(container)).toBe(0);
  });

  it('resolves at once for a page drawn in the browser, or none', async () => {
    const container = document.createElement('div');
    expect(boundariesWaiting(container)).toBe(0);
    await whenTakenOver(container);
    await whenTakenOver(null);
  });

  it("looks every frame at first, then four times a second while a part's code is still on its way", () => {
    expect([0, 500, 1_999].map(lookAgainAfter)).toEqual([16, 16, 16]);
    expect([2_000, 10_000, 600_000].map(lookAgainAfter)).toEqual([250, 250, 250]);
  });
});
