import type { MouseEvent } from 'react';
import { chakra } from '@chakra-ui/react';
import { MAIN_ID, focusMainContent } from './focus';
import { useT } from '../../i18n/useT';

function skip(event: MouseEvent<HTMLAnchorElement>) {
  // Focus the content instead of following "#main", which would add a fragment to the URL.
  event.preventDefault();
  focusMainContent();
}

/** The first Tab stop: hidden above the page until focused, then shown at the top left. */
export function SkipLink() {
  const t = useT();
  return (
    <chakra.a
      href={`#${MAIN_ID}`}
      onClick={skip}
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      transform="translateY(calc(-100% - 2rem))"
      _focus={{ transform: 'none' }}
      focusRing="outside"
      bg="white"
      color="sage.800"
      fontWeight="semibold"
      px="4"
      py="2"
      rounded="md"
      shadow="md"
    >
      {t('nav.skipToContent')}
    </chakra.a>
  );
}
