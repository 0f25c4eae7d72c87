import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, PageData, SignedIn } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { getVenue, getWedding, updateWedding } from './settings.service.js';
import { Venue, Wedding, WeddingInput } from './wedding.types.js';

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
  @Mutation(() => Wedding, { description: 'Changes the wedding facts (names, date, timezone, venue).' })
  updateWedding(@Arg('input', () => WeddingInput) input: WeddingInput, @Ctx() ctx: Context): Promise<Wedding> {
    return updateWedding(ctx.em, input);
  }
}
