import { useEffect, useRef } from 'react';

/**
 * Marks a frame `data-focus` while the keyboard is inside it, so its focus ring (Chakra's
 * `focusRing`, drawn on `:focus` or `[data-focus]`) shows.
 * Once focus moves into a frame's own page, Chromium matches neither `:focus` nor
 * `:focus-visible` on the frame element, so CSS alone cannot draw the ring; the page only sees
 * its window lose focus with the frame as its active element, and get it back when focus leaves.
 * The attribute is set in the event itself, not through React state, so the ring is there as
 * soon as focus is.
 */
export function useFrameFocus<T extends HTMLIFrameElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const mark = () => {
      const frame = ref.current;
      if (frame && document.activeElement === frame) frame.setAttribute('data-focus', '');
    };
    const unmark = () => ref.current?.removeAttribute('data-focus');
    window.addEventListener('blur', mark);
    window.addEventListener('focus', unmark);
    return () => {
      window.removeEventListener('blur', mark);
      window.removeEventListener('focus', unmark);
    };
  }, []);
  return ref;
}
