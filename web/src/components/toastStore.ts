import { createToaster } from '@chakra-ui/react';

// Spec §9: one toast at a time, shown for 5 s, bottom right; F8 focuses the toast area.
// Loaded after the first paint (see toaster.ts): nothing needs a toast before then.
// On a phone (below Chakra's md) at the top instead: at the bottom it lay over the buttons a
// guest had just pressed (a dialog's Confirm, the registry's Add to Cart).
const phone = typeof window !== 'undefined' && window.matchMedia?.('(max-width: 47.99em)').matches;
export const toaster = createToaster({
  placement: phone ? 'top' : 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
});
