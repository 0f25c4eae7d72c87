/**
 * When the app has taken a page rendered on the server over entirely (issue 23 §2).
 *
 * hydrateRoot takes over the page's frame at once, but every Suspense boundary in the server's
 * HTML (the nav bar's, the routes', the page's own: web/src/apollo/DataBoundary.tsx) is taken
 * over later, at React's lowest priority, one nesting level per pass. Until then its buttons and
 * fields have no handlers. An event on one makes React take it over there and then, but that is
 * not the same as a page already taken over: a field's value is set back to the one rendered
 * (the couple's view-mode select dropped the choice), and a language switch changes the shared
 * catalogue (Lingui's i18n) before the rest of the page is taken over, whose texts then differ
 * from the HTML (React error #418, and the part is drawn anew). So the app counts as ready only
 * once no boundary is left waiting.
 *
 * React has no event for this. A node React has taken over carries its fiber under a
 * `__reactFiber$…` key (as React's own developer tools read it), so a boundary, between its
 * `<!--$-->` and `<!--/$-->` comments in the HTML, is still waiting while its first element
 * has none.
 */

/** True when React has taken this DOM node over (hydrated or created it). */
function heldByReact(node: Node): boolean {
  return Object.keys(node).some((key) => key.startsWith('__reactFiber$'));
}

/** The first element inside the boundary opened by this comment, outside any boundary nested in it. */
function firstElementOf(start: Comment): Element | null {
  let depth = 0;
  for (let node = start.nextSibling; node; node = node.nextSibling) {
    if (node.nodeType === Node.COMMENT_NODE) {
      const data = (node as Comment).data;
      if (data.startsWith('/$')) {
        if (depth === 0) return null;
        depth -= 1;
      } else if (data.startsWith('$')) depth += 1;
    } else if (depth === 0 && node.nodeType === Node.ELEMENT_NODE) {
      return node as Element;
    }
  }
  return null;
}

/** How many of the server's Suspense boundaries under `root` React has yet to take over. */
export function boundariesWaiting(root: Element): number {
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let waiting = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    // '$': a boundary the server rendered whole (the only kind a static render writes).
    if ((node as Comment).data !== '$') continue;
    const first = firstElementOf(node as Comment);
    if (first && !heldByReact(first)) waiting += 1;
  }
  return waiting;
}

/** How often to look again: the boundaries are taken over between frames. */
const POLL_MS = 16;

/**
 * Resolves once every boundary under `root` has been taken over: at once for a page drawn in
 * the browser (it has none), after React's passes for one rendered on the server.
 */
export function whenTakenOver(root: Element | null): Promise<void> {
  return new Promise((resolve) => {
    const look = () => (!root || boundariesWaiting(root) === 0 ? resolve() : setTimeout(look, POLL_MS));
    look();
  });
}
