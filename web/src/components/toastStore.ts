import { createToaster } from '@chakra-ui/react';

// Spec §9: one toast at a time, shown for 5 s, bottom right; F8 focuses the toast area.
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
});

interface Notice {
  title: string;
  description?: string;
}

// A new notice replaces the current one instead of queueing behind it (max is 1).
function show(type: 'error' | 'success' | 'info', { title, description }: Notice) {
  toaster.remove();
  return toaster.create({ type, title, description, closable: true });
}

export const notify = {
  error: (notice: Notice) => show('error', notice),
  success: (notice: Notice) => show('success', notice),
  info: (notice: Notice) => show('info', notice),
  /** Removes whatever notice is showing, e.g. a failure that a later success made stale. */
  clear: () => toaster.remove(),
};
