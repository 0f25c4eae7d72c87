import { lazyWhenIdle } from '../../components/lazyWhenIdle';

/**
 * The checkout's dialogs (CheckoutDialogs: their contents, their hooks and Chakra's dialog),
 * which the page does not need to show its gifts: loaded when the browser is idle or a dialog
 * opens, so they are not part of what the page downloads before it is usable (issue 23 §3).
 */
export const LazyCheckoutDialogs = lazyWhenIdle(() => import('./CheckoutDialogs'), 'CheckoutDialogs', (props) => props.checkout.step !== 'none');
