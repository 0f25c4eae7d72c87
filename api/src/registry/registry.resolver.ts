import type { FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, PageData } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { readUpload, UploadScalar } from '../graphql/upload-scalar.js';
import { imageStoreFor } from '../site-images/image-store.js';
import { imageTooLarge, MAX_IMAGE_BYTES } from '../site-images/image-variants.js';
import { removeItemImage, uploadItemImage } from './gift-photos.service.js';
import { allConfirmations, confirmPayments, updateConfirmation } from './payment.service.js';
import { activeItems, allItems, createItem, deleteItem, getPaymentSettings, updateItem, updatePaymentSettings } from './registry.service.js';
import { readerLanguage } from '../i18n/reader-language.js';
import {
  AdminRegistryItemType,
  confirmationView,
  itemView,
  PaymentBatchInput,
  PaymentConfirmationInput,
  PaymentConfirmationType,
  PaymentConfirmationUpdateInput,
  PaymentSettingsInput,
  PaymentSettingsType,
  RegistryItemInput,
  RegistryItemType,
  RegistryItemUpdateInput,
} from './registry.types.js';

@Resolver()
export class RegistryResolver {
  @PageData('registry')
  @Query(() => [RegistryItemType], { description: 'The active items, in the order the couple set; names and descriptions in the request’s language.' })
  registryItems(@Ctx() ctx: Context): Promise<RegistryItemType[]> {
    return activeItems(ctx.reads, readerLanguage(ctx), ctx.config.sessionSecret);
  }

  @PageData('registry')
  @Query(() => PaymentSettingsType)
  paymentSettings(@Ctx() ctx: Context): Promise<PaymentSettingsType> {
    return getPaymentSettings(ctx.em);
  }

  @PageData('registry')
  @Mutation(() => PaymentConfirmationType, { description: "Records a guest's payment for one item; its units are reserved at once." })
  async confirmPayment(@Arg('input', () => PaymentConfirmationInput) input: PaymentConfirmationInput, @Ctx() ctx: Context): Promise<PaymentConfirmationType> {
    const { registryItemId, quantity, amount, ...payer } = input;
    const [confirmation] = await confirmPayments(ctx.em, ctx.user!, { ...payer, items: [{ registryItemId, quantity, amount }] }, () => '');
    return confirmationView(confirmation);
  }

  @PageData('registry')
  @Mutation(() => [PaymentConfirmationType], { description: "Records a guest's payment for a cart: every item, or none when one is short." })
  async confirmPayments(@Arg('input', () => PaymentBatchInput) input: PaymentBatchInput, @Ctx() ctx: Context): Promise<PaymentConfirmationType[]> {
    return (await confirmPayments(ctx.em, ctx.user!, input)).map(confirmationView);
  }

  @AdminOnly()
  @Query(() => [AdminRegistryItemType], { description: 'Every item, inactive ones too, its texts in both languages.' })
  async adminRegistryItems(@Ctx() ctx: Context): Promise<AdminRegistryItemType[]> {
    return (await allItems(ctx.em)).map((i) => itemView(i, ctx.config.sessionSecret));
  }

  @AdminOnly()
  @Mutation(() => AdminRegistryItemType)
  async createRegistryItem(@Arg('input', () => RegistryItemInput) input: RegistryItemInput, @Ctx() ctx: Context): Promise<AdminRegistryItemType> {
    return itemView(await createItem(ctx.em, input), ctx.config.sessionSecret);
  }

  @AdminOnly()
  @Mutation(() => AdminRegistryItemType, { description: 'A new total keeps the units already given.' })
  async updateRegistryItem(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RegistryItemUpdateInput) input: RegistryItemUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<AdminRegistryItemType> {
    return itemView(await updateItem(ctx.em, id, input), ctx.config.sessionSecret);
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: 'Its payment confirmations are kept, with the item name.' })
  deleteRegistryItem(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    return deleteItem(ctx.em, imageStoreFor(ctx.config.dataDir), id);
  }

  // Gift photos (issue 20 §5): stored, checked and served as site images are.
  @AdminOnly()
  @Mutation(() => AdminRegistryItemType, {
    description: "Stores a JPEG, PNG or WebP photo (at most 10 MB) with web-sized WebP variants as the item's picture, replacing its address and any earlier photo.",
  })
  async uploadRegistryItemImage(
    @Arg('id', () => Int) id: number,
    @Arg('file', () => UploadScalar, { nullable: true }) file: Promise<FileUpload> | null,
    @Ctx() ctx: Context,
  ): Promise<AdminRegistryItemType> {
    const store = imageStoreFor(ctx.config.dataDir);
    const item = await uploadItemImage(ctx.em, store, id, () => readUpload(file, MAX_IMAGE_BYTES, imageTooLarge));
    return itemView(item, ctx.config.sessionSecret);
  }

  @AdminOnly()
  @Mutation(() => AdminRegistryItemType, { description: "Removes the item's uploaded photo and its files; the typed address, if any, shows again." })
  async removeRegistryItemImage(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<AdminRegistryItemType> {
    return itemView(await removeItemImage(ctx.em, imageStoreFor(ctx.config.dataDir), id), ctx.config.sessionSecret);
  }

  @AdminOnly()
  @Query(() => [PaymentConfirmationType], { description: 'Every payment confirmation, newest first.' })
  async paymentConfirmations(@Ctx() ctx: Context): Promise<PaymentConfirmationType[]> {
    return (await allConfirmations(ctx.em)).map(confirmationView);
  }

  @AdminOnly()
  @Mutation(() => PaymentConfirmationType, { description: 'Confirm, or reject (its units go back to the item, once).' })
  async updatePaymentConfirmation(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PaymentConfirmationUpdateInput) input: PaymentConfirmationUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<PaymentConfirmationType> {
    return confirmationView(await updateConfirmation(ctx.em, id, input));
  }

  @AdminOnly()
  @Mutation(() => PaymentSettingsType)
  updatePaymentSettings(@Arg('input', () => PaymentSettingsInput) input: PaymentSettingsInput, @Ctx() ctx: Context): Promise<PaymentSettingsType> {
    return updatePaymentSettings(ctx.em, input);
  }
}
