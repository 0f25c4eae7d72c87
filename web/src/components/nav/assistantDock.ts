import { useEffect, useState } from 'react';

/**
 * On a phone a floating button covers whatever scrolls under it (a meal option, the last lines
 * of a card), so there the assistant's button sits in the navigation bar, in this element.
 */
export const ASSISTANT_DOCK_ID = 'assistant-dock';

/** Below Chakra's `md` breakpoint (48em), where the navigation bar has the dock. */
const PHONE = '(max-width: 47.99em)';

/** The navigation bar's dock while the screen is a phone's and the bar is shown; else null. */
export function useAssistantDock(): HTMLElement | null {
  const [dock, setDock] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const phone = window.matchMedia(PHONE);
    const update = () => setDock(phone.matches ? document.getElementById(ASSISTANT_DOCK_ID) : null);
    update();
    // The bar arrives after the first paint and leaves on sign-out: follow it.
    const observer = new MutationObserver(update);
    observer.observe(document.body, { childList: true, subtree: true });
    phone.addEventListener('change', update);
    return () => {
      observer.disconnect();
      phone.removeEventListener('change', update);
    };
  }, []);
  return dock;
}
