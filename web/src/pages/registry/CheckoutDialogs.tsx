import type { RegistryPageQuery } from './gql/graphql';
import { CartDialog } from './CartDialog';
import { ConfirmPaymentDialog } from './ConfirmPaymentDialog';
import { PaymentMethodDialog } from './PaymentMethodDialog';
import { ScanToPayDialog } from './ScanToPayDialog';
import type { Cart } from './useCart';
import type { Checkout } from './useCheckout';

export interface CheckoutDialogsProps {
  cart: Cart;
  checkout: Checkout;
  settings: RegistryPageQuery['paymentSettings'];
  currency: string;
  /** The cart's total, formatted in the currency. */
  amount: string;
}

/** The checkout's dialogs, one up at a time (checkout.step): the cart, the payment method, Venmo's QR code, the confirmation. */
export function CheckoutDialogs({ cart, checkout, settings, currency, amount }: CheckoutDialogsProps) {
  return (
    <>
      <CartDialog open={checkout.step === 'cart'} cart={cart} currency={currency} onClose={checkout.close} onCheckout={checkout.checkout} />
      <PaymentMethodDialog
        open={checkout.step === 'method'}
        settings={settings}
        method={checkout.method}
        onMethodChange={checkout.setMethod}
        amount={amount}
        note={checkout.note}
        onClose={checkout.close}
        onVenmo={checkout.payWithVenmo}
        onZelle={checkout.payWithZelle}
      />
      <ScanToPayDialog
        open={checkout.step === 'qr'}
        link={checkout.venmoLink}
        amount={amount}
        note={checkout.note}
        onCancel={checkout.close}
        onSent={checkout.sentFromQr}
      />
      <ConfirmPaymentDialog
        open={checkout.step === 'confirm'}
        lines={cart.lines}
        method={checkout.method}
        currency={currency}
        onClose={checkout.close}
        onConfirmed={() => {
          cart.clear();
          checkout.close();
        }}
      />
    </>
  );
}
