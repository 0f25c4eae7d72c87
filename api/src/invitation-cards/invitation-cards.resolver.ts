import { Ctx, Field, ObjectType, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { invitationCards } from './invitation-cards.service.js';

@ObjectType('PdfFile', { description: 'A PDF to download (the invitation cards).' })
export class PdfFileType {
  @Field(() => String, { description: 'e.g. invitation-cards-2026-06-11.pdf' })
  filename!: string;

  @Field(() => String)
  contentType!: string;

  @Field(() => String, { description: "The file's bytes, Base64-encoded." })
  base64!: string;
}

@Resolver()
export class InvitationCardsResolver {
  @AdminOnly()
  @Query(() => PdfFileType, {
    description: 'One printed card per household, four to an A4 page with cut marks: the couple, the date, the party, a QR code of its personal link. Also GET /api/admin/invitation-cards.pdf.',
  })
  async invitationCards(@Ctx() ctx: Context): Promise<PdfFileType> {
    const file = await invitationCards(ctx.em, ctx.config.sessionSecret, ctx.config.siteUrl ?? ctx.origin);
    return { filename: file.filename, contentType: file.contentType, base64: file.data.toString('base64') };
  }
}
