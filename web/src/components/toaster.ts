/**
 * `notify` is all the app imports: the toast machinery (Ark/zag's toast store and the Chakra
 * toaster) is a separate chunk, fetched after the first paint, keeping it out of the sign-in
 * page's initial download.
 */
let store: Promise<typeof import('./toastStore')> | undefined;
export const loadToastStore = () => (store ??= import('./toastStore'));

interface Notice {
  title: string;
  description?: string;
}

// A new notice replaces the current one instead of queueing behind it (max is 1).
function show(type: 'error' | 'success' | 'info', { title, description }: Notice) {
  void loadToastStore().then(({ toaster }) => {
    toaster.remove();
    toaster.create({ type, title, description, closable: true });
  });
}

export const notify = {
  error: (notice: Notice) => show('error', notice),
  success: (notice: Notice) => show('success', notice),
  info: (notice: Notice) => show('info', notice),
  /** Removes whatever notice is showing, e.g. a failure that a later success made stale. */
  clear: () => void loadToastStore().then(({ toaster }) => toaster.remove()),
};
