import { createToaster } from '@chakra-ui/react';

// Spec §9: one toast at a time, shown for 5 s, bottom right; F8 focuses the toast area.
// Loaded after the first paint (see toaster.ts): nothing needs a toast before then.
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
});
