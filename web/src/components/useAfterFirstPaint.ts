import { useEffect, useState } from 'react';

// Once the app has painted, it has painted: later mounts (another route) need not wait a frame.
let paintedOnce = false;

/**
 * False during the app's first render and until the browser has painted it, then true. Code
 * that is not needed for the first screen starts loading then, so its download and evaluation
 * do not hold up that paint on a slow phone.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(paintedOnce);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A frame callback runs just before the next paint; a task queued from it runs after.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        paintedOnce = true;
        setPainted(true);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}
