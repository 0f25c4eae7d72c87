import { useContext, useEffect, useRef, useState } from 'react';
import { forgetRenderedSiteImages, RenderedSiteImagesContext } from '../../../site-images/renderedSiteImages';
import { siteImages, type SiteImage, type SiteImageLocation } from '../../../site-images/siteImages';

/**
 * The photos of a location; the built-in ones when there are none or the call fails (spec §8:
 * "Failed to fetch {location} images" is logged and the defaults show).
 */
export function useSitePhotos(location: SiteImageLocation, fallback: SiteImage[]): { photos: SiteImage[]; loading: boolean } {
  // A page rendered on the server starts with the photos it was rendered with.
  const rendered = useContext(RenderedSiteImagesContext);
  const [state, setState] = useState<{ photos: SiteImage[]; loading: boolean }>(() => {
    const photos = rendered?.[location];
    return photos ? { photos: photos.length ? photos : fallback, loading: false } : { photos: [], loading: true };
  });
  const fromServer = useRef(!state.loading);
  useEffect(() => {
    if (fromServer.current) {
      fromServer.current = false;
      forgetRenderedSiteImages(rendered, location);
      return;
    }
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
  }, [location, fallback, rendered]);
  return state;
}
