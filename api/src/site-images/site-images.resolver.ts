import type { FileUpload } from 'graphql-upload-minimal';
import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { readUpload, UploadScalar } from '../graphql/upload-scalar.js';
import { imageStoreFor } from './image-store.js';
import { imageTooLarge, MAX_IMAGE_BYTES } from './image-variants.js';
import { allSiteImages, deleteSiteImage, signUrls, siteImages, updateSiteImage, uploadSiteImage } from './site-images.service.js';
import { AdminSiteImageView, SignedUrlView, SiteImageInput, SiteImageUpdateInput, SiteImageView } from './site-images.types.js';
import { readerLanguage } from '../i18n/reader-language.js';

const viewer = (ctx: Context) => ({ user: ctx.user, secret: ctx.config.sessionSecret, language: readerLanguage(ctx) });

@Resolver()
export class SiteImagesResolver {
  // Public: the sign-in page shows the hero before anyone signs in. What each caller gets is
  // decided in the service: signed out, the hero only; close-friends photos only to admins and
  // to parties whose group has that set.
  @Query(() => [SiteImageView], {
    description:
      'The active images of a location (hero, events, story, venue, gallery, couple) in display order, those the caller may see; the built-in set while the couple has uploaded none. Signed out: the hero only; the photos of a page (gallery, couple, story: couple; venue: logistics; events: schedule) only for parties that may open it.',
  })
  siteImages(@Arg('location', () => String) location: string, @Ctx() ctx: Context): Promise<SiteImageView[]> {
    return siteImages(ctx.em, viewer(ctx), location);
  }

  @Mutation(() => [SignedUrlView], {
    description: 'Short-lived signed addresses for stored photos the caller may see, in the order given; any other address comes back unchanged.',
  })
  signImageUrls(@Arg('urls', () => [String]) urls: string[], @Ctx() ctx: Context): Promise<SignedUrlView[]> {
    return signUrls(ctx.em, viewer(ctx), urls);
  }

  @AdminOnly()
  @Query(() => [AdminSiteImageView], { description: 'Every site image, inactive ones too, by location and display order, its texts in both languages.' })
  adminSiteImages(@Ctx() ctx: Context): Promise<AdminSiteImageView[]> {
    return allSiteImages(ctx.em, ctx.config.sessionSecret);
  }

  @AdminOnly()
  @Mutation(() => AdminSiteImageView, { description: 'Stores a JPEG, PNG or WebP photo (at most 10 MB) with web-sized WebP variants and a thumbnail.' })
  uploadSiteImage(
    @Arg('file', () => UploadScalar, { nullable: true }) file: Promise<FileUpload> | null,
    @Arg('input', () => SiteImageInput) input: SiteImageInput,
    @Ctx() ctx: Context,
  ): Promise<AdminSiteImageView> {
    const store = imageStoreFor(ctx.config.dataDir);
    return uploadSiteImage(ctx.em, store, ctx.config.sessionSecret, input, () => readUpload(file, MAX_IMAGE_BYTES, imageTooLarge));
  }

  @AdminOnly()
  @Mutation(() => AdminSiteImageView)
  updateSiteImage(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => SiteImageUpdateInput) input: SiteImageUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<AdminSiteImageView> {
    return updateSiteImage(ctx.em, ctx.config.sessionSecret, id, input);
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: 'Its stored files are deleted with it.' })
  deleteSiteImage(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    return deleteSiteImage(ctx.em, imageStoreFor(ctx.config.dataDir), id);
  }
}
