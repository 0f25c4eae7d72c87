import { LockMode, raw, type EntityManager } from '@mikro-orm/postgresql';
import type { SessionUser } from '../auth/session-user.js';
import { badInput, conflict, notFound } from '../graphql/errors.js';
import { queuePaymentNote } from '../mail/couple-notes.js';
import { PaymentConfirmation, CONFIRMATION_STATUSES, PAYMENT_METHODS, type ConfirmationStatus, type PaymentMethod } from './payment-confirmation.entity.js';
import { RegistryItem } from './registry-item.entity.js';
import { email, MAX_PAYMENT_CENTS, MAX_QUANTITY, text, wholeNumber } from './registry-checks.js';
import type { PaymentBatchInput, PaymentBatchItemInput, PaymentConfirmationUpdateInput } from './registry.types.js';

export const MAX_CART_LINES = 50;

function checkPayer(input: PaymentBatchInput) {
  const guestName = input.guestName?.trim() ?? '';
  if (!guestName) throw badInput('guestName', 'GUEST_NAME_REQUIRED', 'Please enter your name');
  if (!(PAYMENT_METHODS as readonly string[]).includes(input.paymentMethod)) {
    throw badInput('paymentMethod', 'VALUE_NOT_ALLOWED', `paymentMethod must be one of: ${PAYMENT_METHODS.join(', ')}`, {
      field: 'paymentMethod',
      allowed: PAYMENT_METHODS.join(', '),
    });
  }
  return {
    guestName: text('guestName', guestName, 100, true)!,
    guestEmail: email('guestEmail', input.guestEmail),
    paymentMethod: input.paymentMethod as PaymentMethod,
    message: text('message', input.message, 500),
  };
}

function checkLines(items: PaymentBatchItemInput[], prefix: (i: number) => string) {
  if (!items.length) throw badInput('items', 'ITEMS_REQUIRED', 'Choose at least one item');
  if (items.length > MAX_CART_LINES) {
    throw badInput('items', 'TOO_MANY_ITEMS', `items can have at most ${MAX_CART_LINES} entries`, { field: 'items', max: MAX_CART_LINES });
  }
  return items.map((line, i) => ({
    index: i,
    field: prefix(i),
    registryItemId: line.registryItemId,
    quantity: wholeNumber(`${prefix(i)}quantity`, line.quantity, 1, MAX_QUANTITY),
    amount: line.amount ?? null,
  }));
}

/**
 * Takes `quantity` units of the item in one statement: the row lock PostgreSQL takes for the
 * update makes concurrent buyers of the last units wait and then see what is left, so an item
 * is never sold twice. False when the item is not there, inactive, re-priced or short.
 */
async function reserve(tx: EntityManager, id: number, quantity: number, price: number): Promise<boolean> {
  const taken = await tx.nativeUpdate(
    RegistryItem,
    { id, active: true, price, remainingQuantity: { $gte: quantity } },
    { remainingQuantity: raw('remaining_quantity - ?', [quantity]) },
  );
  return taken === 1;
}

type Line = ReturnType<typeof checkLines>[number];

/**
 * The one answer for a gift a guest cannot have, whether it was hidden (inactive) or never
 * existed: its name, or a different answer, would let anyone list the hidden gifts by id.
 */
const unavailable = (line: Line) => badInput(`${line.field}registryItemId`, 'REGISTRY_ITEM_UNAVAILABLE', 'This gift is no longer available');

/**
 * Why a line could not be taken. The row is locked first, so the answer waits for buyers still
 * in their transactions and tells what is really left; null when enough is left after all
 * (a rejected payment gave units back meanwhile), and the line can be taken now.
 */
async function refusal(tx: EntityManager, line: Line, quantity: number, price: number) {
  const item = await tx.findOne(
    RegistryItem,
    { id: line.registryItemId },
    { fields: ['name', 'active', 'price', 'remainingQuantity'], lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
  );
  // Hidden first: nothing about a hidden gift, its name included, may reach the guest.
  if (!item || !item.active) return unavailable(line);
  if (item.price !== price) {
    return badInput(`${line.field}amount`, 'AMOUNT_MISMATCH', `The price of ${item.name} has changed`, { name: item.name, expected: item.price * quantity });
  }
  if (item.remainingQuantity >= quantity) return null;
  return conflict('NOT_ENOUGH_LEFT', `Only ${item.remainingQuantity} available`, {
    field: `${line.field}quantity`,
    params: { available: item.remainingQuantity, name: item.name, requested: quantity },
  });
}

/**
 * Records a guest's payment for one or more items, all or none: each line's units are reserved
 * atomically, the amount is the server's price times the quantity (a different claimed amount
 * is refused), and a short line rolls the whole cart back with 409 "Only {n} available".
 */
export async function confirmPayments(
  em: EntityManager,
  user: SessionUser,
  input: PaymentBatchInput,
  prefix: (i: number) => string = (i) => `items[${i}].`,
): Promise<PaymentConfirmation[]> {
  const payer = checkPayer(input);
  const lines = checkLines(input.items ?? [], prefix);
  return em.transactional(async (tx) => {
    const items = new Map(
      (await tx.find(RegistryItem, { id: { $in: [...new Set(lines.map((l) => l.registryItemId))] } })).map((i) => [i.id, i]),
    );
    // One item on several lines is taken as their sum.
    const wanted = new Map<number, number>();
    for (const line of lines) wanted.set(line.registryItemId, (wanted.get(line.registryItemId) ?? 0) + line.quantity);
    for (const line of lines) {
      const item = items.get(line.registryItemId);
      if (!item?.active) throw unavailable(line);
      const expected = item.price * line.quantity;
      if (expected > MAX_PAYMENT_CENTS) {
        const maxQuantity = Math.floor(MAX_PAYMENT_CENTS / item.price);
        throw badInput(`${line.field}quantity`, 'AMOUNT_TOO_LARGE', `One payment can take at most ${maxQuantity} of ${item.name}`, { maxQuantity, name: item.name });
      }
      if (line.amount != null && line.amount !== expected) {
        throw badInput(`${line.field}amount`, 'AMOUNT_MISMATCH', `The amount for ${item.name} is ${expected} cents, not ${line.amount}`, {
          name: item.name,
          expected,
        });
      }
    }
    for (const [id, quantity] of wanted) {
      const line = lines.find((l) => l.registryItemId === id)!;
      const price = items.get(id)!.price;
      if (await reserve(tx, id, quantity, price)) continue;
      const why = await refusal(tx, line, quantity, price);
      // The row is ours now (locked), so a second try cannot race anyone.
      if (why || !(await reserve(tx, id, quantity, price))) throw why ?? (await refusal(tx, line, quantity, price))!;
    }
    const confirmations = lines.map((line) => {
      const item = items.get(line.registryItemId)!;
      return tx.create(PaymentConfirmation, {
        registryItem: item,
        itemName: item.name,
        quantity: line.quantity,
        amount: item.price * line.quantity,
        party: user.id,
        ...payer,
      });
    });
    await tx.flush();
    // issue 22 §4: a note to the couple, when they chose one for each payment (couple-notes.ts).
    await queuePaymentNote(tx, user.id, confirmations);
    return confirmations;
  });
}

/** Newest first; the dashboard lists the pending ones. */
export function allConfirmations(em: EntityManager): Promise<PaymentConfirmation[]> {
  return em.find(PaymentConfirmation, {}, { orderBy: { createdAt: 'desc', id: 'desc' } });
}

/**
 * Confirming stamps confirmedAt; rejecting gives the units back to the item, once: the row is
 * locked, a rejected payment stays rejected, and the give-back never lifts remaining above total.
 */
export async function updateConfirmation(em: EntityManager, id: number, input: PaymentConfirmationUpdateInput): Promise<PaymentConfirmation> {
  const status = input.status ?? undefined;
  if (status !== undefined && !(CONFIRMATION_STATUSES as readonly string[]).includes(status)) {
    throw badInput('status', 'VALUE_NOT_ALLOWED', `status must be one of: ${CONFIRMATION_STATUSES.join(', ')}`, {
      field: 'status',
      allowed: CONFIRMATION_STATUSES.join(', '),
    });
  }
  const adminNotes = input.adminNotes !== undefined ? text('adminNotes', input.adminNotes, 2000) : undefined;
  return em.transactional(async (tx) => {
    const confirmation = await tx.findOne(PaymentConfirmation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!confirmation) throw notFound('CONFIRMATION_NOT_FOUND', 'Payment confirmation not found');
    const from = confirmation.status;
    const to = (status ?? from) as ConfirmationStatus;
    if (from === 'rejected' && to !== 'rejected') {
      throw conflict('CONFIRMATION_REJECTED', 'This payment was rejected and its units given back; it cannot change again', { field: 'status' });
    }
    if (to === 'rejected' && from !== 'rejected' && confirmation.registryItem) {
      await tx.nativeUpdate(
        RegistryItem,
        { id: confirmation.registryItem.id },
        { remainingQuantity: raw('least(total_quantity, remaining_quantity + ?)', [confirmation.quantity]) },
      );
    }
    if (to === 'confirmed' && from !== 'confirmed') confirmation.confirmedAt = new Date();
    if (to === 'pending') confirmation.confirmedAt = null;
    confirmation.status = to;
    if (adminNotes !== undefined) confirmation.adminNotes = adminNotes;
    return confirmation;
  });
}
