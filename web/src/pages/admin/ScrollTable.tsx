import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { TableRoot } from '../../components/styled/TableRoot';

const PHONE = '@media (max-width: 47.99em)';

const STICKY_LAST_COLUMN = {
  [PHONE]: {
    '& tr > :last-child': { position: 'sticky', insetInlineEnd: 0, bg: 'white', boxShadow: '-6px 0 6px -6px rgba(0, 0, 0, 0.25)' },
  },
} as const;

/**
 * On a phone each row becomes a small card: its cells wrap onto as many lines as they need, so
 * every column (a party's RSVP status, a row's actions) is in view without scrolling sideways.
 * The header row stays for screen readers only; rows keep their own backgrounds.
 */
const STACKED_ROWS = {
  [PHONE]: {
    '& thead': { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
    '& tbody tr': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '2', rowGap: '1', py: '2', px: '1', borderBottomWidth: '1px', borderColor: 'ivory.200' },
    '& tbody td': { display: 'block', borderBottomWidth: '0', minWidth: '0', py: '1', px: '2' },
    // The first cell (the row's name) has a line of its own.
    '& tbody td:first-of-type': { flexBasis: '100%' },
  },
} as const;

/**
 * A table that scrolls sideways inside its own box on a narrow screen (a phone at 320 px),
 * so the page itself never does. The box is focusable and named, so keyboard users can scroll it.
 * `stacked`: on a phone rows wrap instead (STACKED_ROWS), for a table whose columns must all be seen.
 */
export function ScrollTable({ label, children, stacked = false }: { label: string; children: ReactNode; stacked?: boolean }) {
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
      <TableRoot size="sm" minW="full" css={stacked ? STACKED_ROWS : STICKY_LAST_COLUMN}>
        {children}
      </TableRoot>
    </Box>
  );
}
