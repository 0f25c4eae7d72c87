import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/toaster';
import { paymentNote } from './paymentNote';
import type { Cart } from './useCart';
import { isPhone, venmoLink } from './venmo';

export type PaymentMethod = 'venmo' | 'zelle';

/** Which dialog is up; one at a time. */
export type CheckoutStep = 'none' | 'cart' | 'method' | 'qr' | 'confirm';

/** Spec §9: the wait between choosing a method and the confirmation dialog. */
export const CONFIRM_DELAY_MS = 500;

/** How the page leaves for the Venmo app (an object, so tests can watch the call). */
export const venmoApp = { open: (link: string) => window.location.assign(link) };

/**
 * The registry flow of spec §4, from the cart to the confirmation: Checkout opens the method
 * dialog; Venmo opens the app on a phone (then asks for confirmation after 500 ms) or the QR
 * dialog on a desktop; Zelle, or Venmo without a username, asks after 500 ms.
 */
export function useCheckout(cart: Cart, venmoUsername: string | null | undefined) {
  const [step, setStep] = useState<CheckoutStep>('none');
  const [method, setMethod] = useState<PaymentMethod>('venmo');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const note = paymentNote(cart.lines);
  const username = venmoUsername?.trim();
  const link = username ? venmoLink(username, cart.total, note) : null;

  const confirmLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setStep('confirm'), CONFIRM_DELAY_MS);
  }, []);

  const payWithVenmo = () => {
    setMethod('venmo');
    if (!link) {
      setStep('none');
      confirmLater();
    } else if (isPhone(navigator.userAgent)) {
      setStep('none');
      venmoApp.open(link);
      confirmLater();
    } else {
      setStep('qr');
    }
  };
  const payWithZelle = () => {
    setMethod('zelle');
    setStep('none');
    confirmLater();
  };

  return {
    step,
    method,
    setMethod,
    note,
    venmoLink: link,
    openCart: () => {
      // "Added to cart" has done its job; left up it would cover the dialog's buttons.
      notify.clear();
      setStep('cart');
    },
    checkout: () => setStep(cart.lines.length ? 'method' : 'cart'),
    close: () => setStep('none'),
    payWithVenmo,
    payWithZelle,
    /** "I've Sent the Payment" in the QR dialog. */
    sentFromQr: () => setStep('confirm'),
  };
}

export type Checkout = ReturnType<typeof useCheckout>;
