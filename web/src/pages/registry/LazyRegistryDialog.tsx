import { lazyWhenIdle } from '../../components/lazyWhenIdle';

/** The registry dialogs' frame (RegistryDialog), loaded when the browser is idle or a dialog opens. */
export const RegistryDialog = lazyWhenIdle(() => import('./RegistryDialog'), 'RegistryDialog', (props) => props.open);
