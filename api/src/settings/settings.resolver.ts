import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, PageData, SignedIn } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { getVenue, getWedding, getWeddingDetails, updateWedding } from './settings.service.js';
import { getSetupChecklist, markSiteShared } from './setup-checklist.service.js';
import { SetupChecklist, Venue, Wedding, WeddingDetails, WeddingInput } from './wedding.types.js';

@Resolver()
export class SettingsResolver {
  @SignedIn()
  @Query(() => Wedding)
  wedding(@Ctx() ctx: Context): Promise<Wedding> {
    return getWedding(ctx.em);
  }

  @PageData('logistics')
  @Query(() => Venue)
  venue(@Ctx() ctx: Context): Promise<Venue> {
    return getVenue(ctx.em);
  }

  @AdminOnly()
  @Query(() => WeddingDetails, { description: 'The wedding details as saved, for the dashboard\'s form.' })
  weddingDetails(@Ctx() ctx: Context): Promise<WeddingDetails> {
    return getWeddingDetails(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => Wedding, { description: 'Changes the wedding details (names, date, time, timezone, venue, country, maps link, registry currency).' })
  updateWedding(@Arg('input', () => WeddingInput) input: WeddingInput, @Ctx() ctx: Context): Promise<Wedding> {
    return updateWedding(ctx.em, input);
  }

  @AdminOnly()
  @Query(() => SetupChecklist, { description: 'A new site\'s set-up steps, ticked from the data.' })
  setupChecklist(@Ctx() ctx: Context): Promise<SetupChecklist> {
    return getSetupChecklist(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => SetupChecklist, { description: 'The couple copied the site\'s address to share it.' })
  markSiteShared(@Ctx() ctx: Context): Promise<SetupChecklist> {
    return markSiteShared(ctx.em);
  }
}
