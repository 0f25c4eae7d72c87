import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { createParty, listParties, updateParty } from './party.service.js';
import { PartyInput, PartyType, PartyUpdateInput } from './party.types.js';

@Resolver(() => PartyType)
export class PartyResolver {
  @AdminOnly()
  @Query(() => [PartyType], { description: 'Every party, by last name.' })
  parties(@Ctx() ctx: Context): Promise<PartyType[]> {
    return listParties(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => PartyType)
  createParty(@Arg('input', () => PartyInput) input: PartyInput, @Ctx() ctx: Context): Promise<PartyType> {
    return createParty(ctx.em, ctx.user!, input);
  }

  @AdminOnly()
  @Mutation(() => PartyType)
  updateParty(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PartyUpdateInput) input: PartyUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<PartyType> {
    return updateParty(ctx.em, ctx.user!, id, input, ctx.session.id);
  }
}
