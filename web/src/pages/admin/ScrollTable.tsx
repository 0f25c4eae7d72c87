import type { ReactNode } from 'react';
import { Box, Table } from '@chakra-ui/react';

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
      <Table.Root size="sm" minW="full">
        {children}
      </Table.Root>
    </Box>
  );
}
