import { afterEach, describe, expect, it } from 'vitest';
import { boundariesWaiting, whenTakenOver } from './takenOver';

/** Marks an element as React marks one it has taken over. */
function takeOver(element: Element | null) {
  Object.assign(element!, { __reactFiber$test: {} });
}

function rootWith(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

// As the server writes a page: the nav bar's boundary, and the routes' with the page's nested in it.
const PAGE = '<header id="frame"></header><!--$--><nav id="nav"><button>Español</button></nav><!--/$--><main><!--$--><!--$--><section id="page"><select></select></section><!--/$--><!--/$--></main>';

describe('taking over a page rendered on the server', () => {
  it('counts each boundary whose content React has not taken over, nested ones apart', () => {
    const root = rootWith(PAGE);
    takeOver(root.querySelector('#frame'));
    // The routes' boundary holds only the page's: its first element is the page's, not its own.
    expect(boundariesWaiting(root)).toBe(2);
    takeOver(root.querySelector('#nav'));
    expect(boundariesWaiting(root)).toBe(1);
    takeOver(root.querySelector('#page'));
    expect(boundariesWaiting(root)).toBe(0);
  });

  it('resolves once the last boundary has been taken over, and at once for a page drawn in the browser', async () => {
    const root = rootWith(PAGE);
    let done = false;
    void whenTakenOver(root).then(() => (done = true));
    takeOver(root.querySelector('#nav'));
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toBe(false);
    takeOver(root.querySelector('#page'));
    await expect.poll(() => done).toBe(true);
    await whenTakenOver(rootWith('<nav></nav><main></main>'));
    await whenTakenOver(null);
  });
});
