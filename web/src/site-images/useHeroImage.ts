import { useEffect, useState } from 'react';
import defaultHeroUrl from '../assets/hero-default.svg';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint';
import { siteImages } from './siteImages';

let cached: string | undefined;

/**
 * The first active hero image, else the built-in backdrop. Asked for only after the first
 * paint, so the sign-in form never waits for it; until it answers the built-in one shows.
 */
export function useHeroImage(): string {
  const painted = useAfterFirstPaint();
  const [url, setUrl] = useState(cached ?? defaultHeroUrl);
  useEffect(() => {
    if (!painted || cached) return;
    let live = true;
    siteImages('hero')
      .then((images) => {
        cached = images[0]?.url ?? defaultHeroUrl;
        if (live) setUrl(cached);
      })
      .catch(() => console.error('Failed to fetch hero images'));
    return () => {
      live = false;
    };
  }, [painted]);
  return url;
}
