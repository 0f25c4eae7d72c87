import { Field, GraphQLISODateTime, InputType, Int, ObjectType } from 'type-graphql';
import type { PaymentConfirmation } from './payment-confirmation.entity.js';
import type { RegistryItem } from './registry-item.entity.js';
import { itemImage } from './gift-photos.js';

@ObjectType('RegistryItem', { description: 'A gift of the honeymoon fund.' })
export class RegistryItemType {
  @Field(() => Int)
  id!: number;

  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true })
  description!: string | null;

  @Field(() => String, { nullable: true, description: 'The picture to show: the uploaded photo (signed, valid for 15 to 30 minutes) when there is one, else the address the couple typed.' })
  imageUrl!: string | null;

  // Gift photos (issue 20 §5): the uploaded photo's sizes, and what the admin form edits.
  @Field(() => String, { description: "The uploaded photo's web-sized variants as an HTML srcset (empty without a photo or with one size)." })
  imageSrcSet!: string;

  @Field(() => Boolean, { description: 'Whether a photo was uploaded (it shows instead of the typed address).' })
  imageUploaded!: boolean;

  @Field(() => String, { nullable: true, description: 'The address the couple typed, kept under an uploaded photo and shown again when it is removed.' })
  imageAddress!: string | null;

  @Field(() => Int, { description: 'In integer cents.' })
  price!: number;

  @Field(() => Int)
  totalQuantity!: number;

  @Field(() => Int)
  remainingQuantity!: number;

  @Field(() => Int)
  displayOrder!: number;

  @Field(() => Boolean)
  active!: boolean;
}

@ObjectType('AdminRegistryItem', { description: 'A gift of the honeymoon fund, its texts in English and Spanish, for the dashboard.' })
export class AdminRegistryItemType extends RegistryItemType {
  @Field(() => String, { nullable: true, description: 'Guests reading Spanish get the English name while it is empty.' })
  nameEs!: string | null;

  @Field(() => String, { nullable: true })
  descriptionEs!: string | null;
}

export const itemView = (i: RegistryItem, secret: string): AdminRegistryItemType => ({
  id: i.id,
  name: i.name,
  nameEs: i.nameEs,
  description: i.description,
  descriptionEs: i.descriptionEs,
  ...itemImage(i, secret),
  price: i.price,
  totalQuantity: i.totalQuantity,
  remainingQuantity: i.remainingQuantity,
  displayOrder: i.displayOrder,
  active: i.active,
});

@ObjectType('PaymentSettings', { description: 'Where guests send money.' })
export class PaymentSettingsType {
  @Field(() => String, { nullable: true })
  venmoUsername!: string | null;

  @Field(() => String, { nullable: true })
  zelleEmail!: string | null;

  @Field(() => String, { description: 'ISO 4217 code the prices are in, e.g. USD.' })
  currency!: string;
}

@ObjectType('PaymentConfirmation', { description: "A guest's word that they sent a payment." })
export class PaymentConfirmationType {
  @Field(() => Int)
  id!: number;

  @Field(() => Int, { nullable: true, description: 'Null once the item is deleted.' })
  registryItemId!: number | null;

  @Field(() => String, { description: 'The item as it was named when the payment was confirmed.' })
  itemName!: string;

  @Field(() => String)
  guestName!: string;

  @Field(() => String, { nullable: true })
  guestEmail!: string | null;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int, { description: 'In integer cents.' })
  amount!: number;

  @Field(() => String, { description: 'venmo or zelle' })
  paymentMethod!: string;

  @Field(() => String, { description: 'pending, confirmed or rejected' })
  status!: string;

  @Field(() => GraphQLISODateTime, { nullable: true })
  confirmedAt!: Date | null;

  @Field(() => String, { nullable: true })
  adminNotes!: string | null;

  @Field(() => String, { nullable: true, description: "The guest's note to the couple." })
  message!: string | null;

  @Field(() => GraphQLISODateTime)
  createdAt!: Date;
}

export const confirmationView = (c: PaymentConfirmation): PaymentConfirmationType => ({
  id: c.id,
  registryItemId: c.registryItem?.id ?? null,
  itemName: c.itemName,
  guestName: c.guestName,
  guestEmail: c.guestEmail,
  quantity: c.quantity,
  amount: c.amount,
  paymentMethod: c.paymentMethod,
  status: c.status,
  confirmedAt: c.confirmedAt,
  adminNotes: c.adminNotes,
  message: c.message,
  createdAt: c.createdAt,
});

@InputType({ description: 'One item of a payment confirmation.' })
export class PaymentBatchItemInput {
  @Field(() => Int)
  registryItemId!: number;

  @Field(() => Int, { defaultValue: 1 })
  quantity!: number;

  @Field(() => Int, { nullable: true, description: 'The amount the page showed, in cents; refused when it is not what the item costs.' })
  amount?: number | null;
}

@InputType({ description: 'Who paid, how, and an optional note to the couple.' })
class PayerInput {
  @Field(() => String)
  guestName!: string;

  @Field(() => String, { nullable: true })
  guestEmail?: string | null;

  @Field(() => String, { description: 'venmo or zelle' })
  paymentMethod!: string;

  @Field(() => String, { nullable: true, description: 'Up to 500 characters.' })
  message?: string | null;
}

@InputType({ description: 'A payment for one item.' })
export class PaymentConfirmationInput extends PayerInput {
  @Field(() => Int)
  registryItemId!: number;

  @Field(() => Int, { defaultValue: 1 })
  quantity!: number;

  @Field(() => Int, { nullable: true, description: 'The amount the page showed, in cents; refused when it is not what the item costs.' })
  amount?: number | null;
}

@InputType({ description: 'A payment for a cart: all its items, or none.' })
export class PaymentBatchInput extends PayerInput {
  @Field(() => [PaymentBatchItemInput])
  items!: PaymentBatchItemInput[];
}

@InputType({ description: 'A new registry item; remainingQuantity defaults to totalQuantity.' })
export class RegistryItemInput {
  @Field(() => String)
  name!: string;

  @Field(() => String, { nullable: true, description: 'The Spanish name; empty reads as the English.' })
  nameEs?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  descriptionEs?: string | null;

  @Field(() => String, { nullable: true })
  imageUrl?: string | null;

  @Field(() => Int, { defaultValue: 0, description: 'In integer cents.' })
  price!: number;

  @Field(() => Int, { defaultValue: 1 })
  totalQuantity!: number;

  @Field(() => Int, { nullable: true })
  remainingQuantity?: number | null;

  @Field(() => Int, { defaultValue: 0 })
  displayOrder!: number;

  @Field(() => Boolean, { defaultValue: true })
  active!: boolean;
}

@InputType({ description: 'Only the fields given change.' })
export class RegistryItemUpdateInput {
  @Field(() => String, { nullable: true })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'The Spanish name; null or empty clears it.' })
  nameEs?: string | null;

  @Field(() => String, { nullable: true })
  description?: string | null;

  @Field(() => String, { nullable: true })
  descriptionEs?: string | null;

  @Field(() => String, { nullable: true })
  imageUrl?: string | null;

  @Field(() => Int, { nullable: true })
  price?: number | null;

  @Field(() => Int, { nullable: true })
  totalQuantity?: number | null;

  @Field(() => Int, { nullable: true })
  remainingQuantity?: number | null;

  @Field(() => Int, { nullable: true })
  displayOrder?: number | null;

  @Field(() => Boolean, { nullable: true })
  active?: boolean | null;
}

@InputType({ description: 'Confirm or reject a payment, and keep a note.' })
export class PaymentConfirmationUpdateInput {
  @Field(() => String, { nullable: true, description: 'confirmed or rejected (or pending)' })
  status?: string | null;

  @Field(() => String, { nullable: true })
  adminNotes?: string | null;

  // Spec §7's client sends {status: 'confirmed', confirmedAt}; the time stored is the server's.
  @Field(() => String, { nullable: true, description: 'Accepted and ignored: confirming stamps the server’s time.' })
  confirmedAt?: string | null;
}

@InputType({ description: 'Only the fields given change; an empty text removes it.' })
export class PaymentSettingsInput {
  @Field(() => String, { nullable: true })
  venmoUsername?: string | null;

  @Field(() => String, { nullable: true })
  zelleEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 4217 code, e.g. USD or EUR.' })
  currency?: string | null;
}
