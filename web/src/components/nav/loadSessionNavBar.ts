import { loader } from '../lazyNamed';

/** The nav bar's chunk: needs the session, so it is not part of the first download. */
export const loadSessionNavBar = loader(() => import('./SessionNavBar'));
