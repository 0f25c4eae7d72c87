/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** A payment for a cart: all its items, or none. */
export type PaymentBatchInput = {
  guestEmail?: string | null | undefined;
  guestName: string;
  items: Array<PaymentBatchItemInput>;
  /** Up to 500 characters. */
  message?: string | null | undefined;
  /** venmo or zelle */
  paymentMethod: string;
};

/** One item of a payment confirmation. */
export type PaymentBatchItemInput = {
  /** The amount the page showed, in cents; refused when it is not what the item costs. */
  amount?: number | null | undefined;
  quantity?: number;
  registryItemId: number;
};

export type RegistryItemFieldsFragment = { id: number, name: string, description: string | null, imageUrl: string | null, imageSrcSet: string, price: number, remainingQuantity: number };

export type RegistryPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistryPageQuery = { registryItems: Array<{ id: number, name: string, description: string | null, imageUrl: string | null, imageSrcSet: string, price: number, remainingQuantity: number }>, paymentSettings: { venmoUsername: string | null, zelleEmail: string | null, currency: string } };

export type ConfirmPaymentsMutationVariables = Exact<{
  input: PaymentBatchInput;
}>;


export type ConfirmPaymentsMutation = { confirmPayments: Array<{ id: number, registryItemId: number | null, quantity: number, amount: number, status: string }> };

export type RegistryNoteQueryVariables = Exact<{ [key: string]: never; }>;


export type RegistryNoteQuery = { registryNote: string | null };

export const RegistryItemFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}}]}}]} as unknown as DocumentNode<RegistryItemFieldsFragment, unknown>;
export const RegistryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistryPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registryItems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegistryItemFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"venmoUsername"}},{"kind":"Field","name":{"kind":"Name","value":"zelleEmail"}},{"kind":"Field","name":{"kind":"Name","value":"currency"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegistryItemFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegistryItem"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageSrcSet"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"remainingQuantity"}}]}}]} as unknown as DocumentNode<RegistryPageQuery, RegistryPageQueryVariables>;
export const ConfirmPaymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmPayments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaymentBatchInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmPayments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"registryItemId"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<ConfirmPaymentsMutation, ConfirmPaymentsMutationVariables>;
export const RegistryNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegistryNote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registryNote"}}]}}]} as unknown as DocumentNode<RegistryNoteQuery, RegistryNoteQueryVariables>;