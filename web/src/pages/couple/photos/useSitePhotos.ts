import { useEffect, useState } from 'react';
import { siteImages, type SiteImage, type SiteImageLocation } from '../../../site-images/siteImages';

/**
 * The photos of a location; the built-in ones when there are none or the call fails (spec §8:
 * "Failed to fetch {location} images" is logged and the defaults show).
 */
export function useSitePhotos(location: SiteImageLocation, fallback: SiteImage[]): { photos: SiteImage[]; loading: boolean } {
  const [state, setState] = useState<{ photos: SiteImage[]; loading: boolean }>({ photos: [], loading: true });
  useEffect(() => {
    let live = true;
    siteImages(location)
      .then((photos) => live && setState({ photos: photos.length ? photos : fallback, loading: false }))
      .catch(() => {
        console.error(`Failed to fetch ${location} images`);
        if (live) setState({ photos: fallback, loading: false });
      });
    return () => {
      live = false;
    };
  }, [location, fallback]);
  return state;
}
