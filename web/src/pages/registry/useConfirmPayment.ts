import { useRef, useState, type FormEvent } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { errorDetails, firstGraphQLError, type ErrorDetails } from '../../apollo/errors';
import { notify } from '../../components/toaster';
import { ConfirmPaymentsDocument, RegistryPageDocument } from './gql/graphql';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { cartCount, type CartLine } from './cart';
import type { PaymentMethod } from './useCheckout';

/** The server's limit for the message to the couple. */
export const MAX_MESSAGE_LENGTH = 500;

interface ConfirmInput {
  lines: readonly CartLine[];
  method: PaymentMethod;
  /** After the server took the confirmation: clear the cart, close the dialog. */
  onConfirmed: () => void;
}

type FieldErrors = Partial<Record<'guestName' | 'guestEmail', ErrorDetails>>;

const EMPTY = { guestName: '', guestEmail: '', message: '' };

/**
 * The "Confirm Payment" form: who sent the money, checked and sent to the server as one batch
 * (each line's amount as the page showed it, which the server checks against its price).
 */
export function useConfirmPayment({ lines, method, onConfirmed }: ConfirmInput) {
  const t = useT();
  const errorText = useErrorText();
  const client = useApolloClient();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const [send, { loading }] = useMutation(ConfirmPaymentsDocument, {
    refetchQueries: [{ query: RegistryPageDocument }],
    awaitRefetchQueries: true,
  });

  const change = (field: keyof typeof EMPTY, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'message') setErrors((current) => ({ ...current, [field]: undefined }));
  };

  // The server's own rule and words (spec §5), checked here first to spare a round trip.
  const nameMissing = () => {
    const error = { message: 'Please enter your name', messageCode: 'GUEST_NAME_REQUIRED' };
    setErrors({ guestName: error });
    nameRef.current?.focus();
    notify.error({ title: errorText(error) });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading || !lines.length) return;
    const guestName = values.guestName.trim();
    if (!guestName) return nameMissing();
    const guestEmail = values.guestEmail.trim();
    const message = values.message.trim();
    const count = cartCount(lines);
    try {
      await send({
        variables: {
          input: {
            items: lines.map(({ item, quantity }) => ({ registryItemId: item.id, quantity, amount: item.price * quantity })),
            guestName,
            // Spec §5: the e-mail is left out when blank.
            ...(guestEmail ? { guestEmail } : {}),
            paymentMethod: method,
            ...(message ? { message } : {}),
          },
        },
      });
    } catch (error) {
      const serverError = firstGraphQLError(error);
      if (!serverError) {
        notify.error({ title: t('registry.confirmFailed') });
        return;
      }
      const details = errorDetails(error);
      const field = serverError.extensions?.field;
      if (field === 'guestName' || field === 'guestEmail') setErrors({ [field]: details });
      if (field === 'guestName') nameRef.current?.focus();
      notify.error({ title: errorText(details) });
      // The stock may have moved (someone else's gift): show what is left now.
      void client.refetchQueries({ include: [RegistryPageDocument] });
      return;
    }
    setValues(EMPTY);
    setErrors({});
    notify.success({
      title: t('registry.thankYou'),
      description: count > 1 ? t('registry.confirmationForItems', { n: count }) : t('registry.confirmationSubmitted'),
    });
    onConfirmed();
  };

  return { values, errors, saving: loading, nameRef, change, onSubmit };
}
