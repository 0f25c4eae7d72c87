import { Suspense, type ComponentProps } from 'react';
import { lazyNamed, loader } from '../lazyNamed';
import type { ViewModeSelect } from './ViewModeSelect';

/**
 * The view-mode selector's code (with Chakra's native select and its recipes) as a chunk of its
 * own: only an admin sees it, so guests never download it (issue 23 §3). For an admin the
 * server preloads it with the page (api/src/web/page-html.ts) and the page has it loaded
 * before its first render (preloadForAdmin in the page modules, AppRoutes.tsx).
 */
export const loadViewModeSelect = loader(() => import('./ViewModeSelect'));
const ViewModeSelectChunk = lazyNamed(loadViewModeSelect, 'ViewModeSelect');

export function LazyViewModeSelect(props: ComponentProps<typeof ViewModeSelect>) {
  return (
    <Suspense fallback={null}>
      <ViewModeSelectChunk {...props} />
    </Suspense>
  );
}
