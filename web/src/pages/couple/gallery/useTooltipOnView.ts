import { useEffect, useState, type RefObject } from 'react';

/** Spec §9: the tooltip shows for 6 s each time a tenth of the gallery comes into view. */
export const TOOLTIP_MS = 6000;
export const VISIBLE_THRESHOLD = 0.1;

export function useTooltipOnView(target: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const element = target.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        clearTimeout(timer);
        setShown(true);
        timer = setTimeout(() => setShown(false), TOOLTIP_MS);
      },
      { threshold: VISIBLE_THRESHOLD },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [target, enabled]);
  return shown;
}
