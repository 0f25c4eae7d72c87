import { lazyNamed, loader } from '../../components/lazyNamed';

// What the trivia page shows only once the reader acts, as chunks of their own (issue 23 §3):
// the leaderboard tab (with Chakra's table), the projector view (?display=leaderboard) and the
// overlay after an answer. The page starts their loaders when the browser is idle.
export const loadLeaderboard = loader(() => import('./Leaderboard'));
export const loadResultOverlay = loader(() => import('./ResultOverlay'));
const loadProjector = loader(() => import('./ProjectorLeaderboard'));

export const LazyLeaderboard = lazyNamed(loadLeaderboard, 'Leaderboard');
export const LazyResultOverlay = lazyNamed(loadResultOverlay, 'ResultOverlay');
export const LazyProjectorLeaderboard = lazyNamed(loadProjector, 'ProjectorLeaderboard');
