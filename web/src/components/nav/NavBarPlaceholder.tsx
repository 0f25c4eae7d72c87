import { Box } from '@chakra-ui/react';

/**
 * The nav bar's box, empty, while its chunk arrives on a page sent to a signed-in party: same
 * height, border and background (NavBar.tsx), so the page below does not shift when it comes.
 */
export function NavBarPlaceholder() {
  return (
    <Box aria-hidden="true" position="sticky" top="0" zIndex="sticky" bg="rgba(253, 251, 246, 0.92)" borderBottomWidth="1px" borderColor="ivory.200">
      <Box minH="16" />
    </Box>
  );
}
