import type { MockLink } from '@apollo/client/testing';
import { ConfirmPaymentsDocument, RegistryPageDocument, type PaymentBatchInput } from '../pages/registry/gql/graphql';

// Test data for the registry page's component tests, shaped as the server answers (with __typename).

export function registryItem(id: number, name: string, price: number, remainingQuantity: number, extra: { description?: string; imageUrl?: string; imageSrcSet?: string } = {}) {
  return {
    __typename: 'RegistryItem' as const,
    id,
    name,
    description: extra.description ?? null,
    imageUrl: extra.imageUrl ?? null,
    imageSrcSet: extra.imageSrcSet ?? '',
    price,
    remainingQuantity,
  };
}

export const DINNER = registryItem(1, 'Sunset Dinner', 12000, 3, { description: 'A table by the sea', imageUrl: '/dinner.jpg' });
export const KAYAK = registryItem(2, 'Kayak Tour', 4550, 5);
export const FUNDED = registryItem(3, 'Flights', 80000, 0);

interface PageData {
  items?: ReturnType<typeof registryItem>[];
  venmoUsername?: string | null;
  zelleEmail?: string | null;
  currency?: string;
}

export function registryPageMock(
  { items = [DINNER, KAYAK, FUNDED], venmoUsername = 'ana-ben', zelleEmail = 'couple@example.com', currency = 'USD' }: PageData = {},
  options: { delay?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: RegistryPageDocument },
    result: {
      data: {
        registryItems: items,
        paymentSettings: { __typename: 'PaymentSettings', venmoUsername, zelleEmail, currency },
      },
    },
    ...options,
  };
}

export function confirmPaymentsMock(
  input: PaymentBatchInput,
  outcome: 'ok' | { networkError: true } | { error: { message: string; code: string; messageCode: string; params?: Record<string, unknown>; field?: string } },
): MockLink.MockedResponse {
  const request = { query: ConfirmPaymentsDocument, variables: { input } };
  if (outcome !== 'ok' && 'networkError' in outcome) return { request, error: new Error('Failed to fetch') };
  const result =
    outcome === 'ok'
      ? {
          data: {
            confirmPayments: input.items.map((line, i) => ({
              __typename: 'PaymentConfirmation',
              id: 50 + i,
              registryItemId: line.registryItemId,
              quantity: line.quantity,
              amount: line.amount,
              status: 'pending',
            })),
          },
        }
      : { data: null, errors: [{ message: outcome.error.message, path: ['confirmPayments'], extensions: { ...outcome.error } }] };
  return { request, result };
}
