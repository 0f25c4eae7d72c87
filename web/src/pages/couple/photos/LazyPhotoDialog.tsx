import { lazyWhenIdle } from '../../../components/lazyWhenIdle';

/** The full-size view (PhotoDialog), loaded when the browser is idle or a photo is opened. */
export const LazyPhotoDialog = lazyWhenIdle(() => import('./PhotoDialog'), 'PhotoDialog', (props) => props.photo != null);
