import type { ReactNode } from 'react';
import { Box, Table } from '@chakra-ui/react';

const STICKY_LAST_COLUMN = {
  '@media (max-width: 47.99em)': {
    '& tr > :last-child': { position: 'sticky', insetInlineEnd: 0, bg: 'white', boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)' },
  },
} as const;

/**
 * A table that scrolls sideways inside its own box on a narrow screen (a phone at 320 px),
 * so the page itself never does. The box is focusable and named, so keyboard users can scroll it.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflowX="auto"
      maxW="full"
      borderWidth="1px"
      borderColor="ivory.200"
      rounded="lg"
      focusVisibleRing="outside"
      focusRingColor="sage.700"
    >
      {/* On a phone the last column (a row's actions) stays in view while the rest scrolls. */}
      <Table.Root size="sm" minW="full" css={STICKY_LAST_COLUMN}>
        {children}
      </Table.Root>
    </Box>
  );
}
