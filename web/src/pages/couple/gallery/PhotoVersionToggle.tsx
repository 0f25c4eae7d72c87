import { Box, chakra } from '@chakra-ui/react';
import { PartyPopper, Users } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import type { PhotoVersion } from './photoVersion';

interface PhotoVersionToggleProps {
  version: PhotoVersion;
  onToggle: () => void;
  tooltipShown: boolean;
}

/** The floating round button that switches between the parents' and the close friends' photos. */
export function PhotoVersionToggle({ version, onToggle, tooltipShown }: PhotoVersionToggleProps) {
  const t = useT();
  const text = version === 'parents' ? t('photos.toggleToFriends') : t('photos.toggleToParents');
  return (
    <Box position="fixed" bottom={{ base: '20', md: '24' }} left={{ base: '4', md: '6' }} zIndex="sticky">
      {tooltipShown && (
        <Box
          id="photo-version-tip"
          role="tooltip"
          position="absolute"
          bottom="calc(100% + 0.75rem)"
          left="0"
          w={{ base: '60', md: '72' }}
          bg="sage.800"
          color="white"
          fontSize="sm"
          px="3"
          py="2"
          rounded="md"
          shadow="lg"
        >
          {text}
        </Box>
      )}
      <chakra.button
        type="button"
        onClick={onToggle}
        aria-label={text}
        aria-describedby={tooltipShown ? 'photo-version-tip' : undefined}
        aria-pressed={version === 'close-friends'}
        w="14"
        h="14"
        rounded="full"
        bg={version === 'parents' ? 'sage.700' : 'blush.700'}
        color="white"
        shadow="xl"
        display="flex"
        alignItems="center"
        justifyContent="center"
        cursor="pointer"
        _hover={{ transform: 'scale(1.05)' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'gold.400', outlineOffset: '3px' }}
      >
        {version === 'parents' ? <Users aria-hidden="true" /> : <PartyPopper aria-hidden="true" />}
      </chakra.button>
    </Box>
  );
}
