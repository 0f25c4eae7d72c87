import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import { SessionUser } from '../auth/session-user.js';
import type { Context } from '../graphql/context.js';
import type { Party } from '../parties/party.entity.js';
import { PartyType, partyView } from '../parties/party.types.js';
import { personalLinkUrl, regeneratePersonalLink, signInWithLink } from './personal-link.service.js';

@Resolver(() => PartyType)
export class PersonalLinkResolver {
  @Mutation(() => SessionUser, { description: 'Signs in with a personal link’s token (/i/{token}); starts a new session, as login does.' })
  async signInWithLink(@Arg('token', () => String) token: string, @Ctx() ctx: Context): Promise<SessionUser> {
    const { user, deviceToken } = await signInWithLink(ctx.em, ctx.loginLimiter, { ip: ctx.ip, secret: ctx.config.sessionSecret }, token);
    ctx.session.signIn(user.id);
    ctx.device.remember(deviceToken);
    ctx.user = user;
    return user;
  }

  @AdminOnly()
  @FieldResolver(() => String, { description: 'The party’s personal link: opening it signs the party in. Shown to admins only.' })
  personalLink(@Root() party: Party, @Ctx() ctx: Context): string {
    return personalLinkUrl(ctx.config.siteUrl ?? ctx.origin, ctx.config.sessionSecret, party);
  }

  @AdminOnly()
  @Mutation(() => PartyType, { description: 'Gives the party a new personal link; the old one stops working.' })
  async regeneratePersonalLink(@Arg('partyId', () => Int) partyId: number, @Ctx() ctx: Context): Promise<PartyType> {
    return partyView(await regeneratePersonalLink(ctx.em, partyId));
  }
}
