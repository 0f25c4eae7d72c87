/**
 * When the app has taken a page rendered on the server over entirely (issue 23 §2).
 *
 * hydrateRoot takes over the page's frame at once, but every Suspense boundary in the server's
 * HTML (the nav bar's, the routes', the page's own: web/src/apollo/DataBoundary.tsx) is taken
 * over later, at React's lowest priority, in slices of a few milliseconds. Until then its
 * buttons and fields have no handlers. An event on one makes React take it over there and then,
 * but that is not the same as a page already taken over: a field's value is set back to the one
 * rendered (the couple's view-mode select dropped the choice), and a language switch changes the
 * shared catalogue (Lingui's i18n) before the rest of the page is taken over, whose texts then
 * differ from the HTML (React error #418, and the part is drawn anew). So the app counts as
 * ready only once no boundary is left waiting.
 *
 * React has no event for this, so this reads what React itself knows: the tree it has committed
 * (the root element's `__reactContainer$…` key leads to it, as React's developer tools find it),
 * where a boundary not yet taken over still holds the server's HTML as "dehydrated". Looking at
 * the DOM instead is not enough: React marks each element it takes over while it renders, before
 * it commits, so a boundary half-way through a slice looked taken over, the early tap was done,
 * and the rest of the boundary was taken over in the other language (the #418 seen under load).
 */

/** The parts of React's fiber this reads (react-dom 19; web/src/ssr/takenOver.test.ts runs the real one). */
interface Fiber {
  tag: number;
  memoizedState: { dehydrated?: unknown; isDehydrated?: boolean } | null;
  child: Fiber | null;
  sibling: Fiber | null;
}

/** React's tags for the two kinds of boundary the server's HTML can hold. */
const SUSPENSE = 13;
const ACTIVITY = 31;

/** The tree React has committed for the root rendered into `container`, if any. */
function committedTree(container: Element): Fiber | null {
  const key = Object.keys(container).find((name) => name.startsWith('__reactContainer$'));
  if (!key) return null;
  const hostRoot = (container as unknown as Record<string, { stateNode?: { current?: Fiber } }>)[key];
  return hostRoot.stateNode?.current ?? null;
}

/** How many of the server's boundaries React has yet to take over in the page rendered into `container`. */
export function boundariesWaiting(container: Element): number {
  const tree = committedTree(container);
  // Before its first commit, the root itself is the one part not taken over.
  if (tree?.memoizedState?.isDehydrated) return 1;
  let waiting = 0;
  // A stack rather than the fibers' return pointers, which may lead into the tree being rendered.
  const stack: Fiber[] = tree?.child ? [tree.child] : [];
  for (let fiber = stack.pop(); fiber; fiber = stack.pop()) {
    if (fiber.sibling) stack.push(fiber.sibling);
    if ((fiber.tag === SUSPENSE || fiber.tag === ACTIVITY) && fiber.memoizedState?.dehydrated) waiting += 1;
    else if (fiber.child) stack.push(fiber.child);
  }
  return waiting;
}

/**
 * How long to wait before looking again, `elapsed` ms after the first look: every frame while a
 * page is normally taken over (well within a second), then four times a second, so a boundary
 * whose code is still on its way over a stalled connection does not keep a phone's CPU busy
 * sixty times a second until it arrives.
 */
export function lookAgainAfter(elapsed: number): number {
  return elapsed < 2_000 ? 16 : 250;
}

/**
 * Resolves once every boundary under `root` has been taken over and committed: at once for a
 * page drawn in the browser (it has none), after React's passes for one rendered on the server.
 */
export function whenTakenOver(root: Element | null): Promise<void> {
  const started = Date.now();
  return new Promise((resolve) => {
    const look = () => (!root || boundariesWaiting(root) === 0 ? resolve() : setTimeout(look, lookAgainAfter(Date.now() - started)));
    look();
  });
}
