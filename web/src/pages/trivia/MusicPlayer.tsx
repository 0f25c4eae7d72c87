import { chakra } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { useFrameFocus } from './useFrameFocus';

/**
 * An option's music clip (spec §2, §9): the streaming service's own player, 175 px high and at
 * most 600 px wide, in a sandboxed frame. The server accepts only https player addresses of
 * well-known services; the sandbox still keeps the frame from navigating the page or opening
 * dialogs, while letting the player run its scripts and open the service in a new tab.
 */
export function MusicPlayer({ src, option }: { src: string; option: string }) {
  const t = useT();
  const frame = useFrameFocus();
  return (
    <chakra.iframe
      ref={frame}
      src={src}
      title={t('trivia.playerTitle', { option })}
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation"
      allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
      display="block"
      w="full"
      maxW="600px"
      h="175px"
      border="0"
      rounded="lg"
      // Tabbing into the player focuses the frame's own page; its ring is ours to draw (3:1 gate),
      // on the mark useFrameFocus sets.
      focusRing="outside"
      focusRingColor="sage.700"
    />
  );
}
