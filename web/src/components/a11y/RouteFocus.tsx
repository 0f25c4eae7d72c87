import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { MAIN_ID, focusMainContent, focusMainHeading } from './focus';

/** How long a loading page may take to show its heading before focus stays on <main>. */
const HEADING_WAIT_MS = 10_000;

/**
 * Without this, a route change leaves focus on a link that is gone (so on <body>): a
 * keyboard user starts again from the top and a screen reader says nothing. On every route
 * change after the first load, focus moves to the new page's h1 — or to <main> until a page
 * that is still loading shows its h1 — unless the visitor has moved focus meanwhile.
 */
function moveFocusToNewPage(): () => void {
  const main = document.getElementById(MAIN_ID);
  const before = document.activeElement;
  const untouched = () => {
    const active = document.activeElement;
    return !active || active === document.body || active === before || active === main;
  };
  const options = { scroll: false };
  if (focusMainHeading(options) || !main) return () => {};
  focusMainContent(options);
  const observer = new MutationObserver(() => {
    if (!untouched() || focusMainHeading(options)) stop();
  });
  const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

export function RouteFocus() {
  const { pathname } = useLocation();
  // The path focus was last moved for: the first load keeps the browser's own start, and
  // StrictMode's second run of the effect is not a route change.
  const handled = useRef(pathname);
  useEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    return moveFocusToNewPage();
  }, [pathname]);
  return null;
}
