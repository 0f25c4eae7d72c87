import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { createParty, deleteParty, listParties, partyDeletionPreview, updateParty } from './party.service.js';
import { GuestListFilter, PageArgs, PartyPage, PartySort } from '../party-guests/guest-list.types.js';
import { partyPage } from '../party-guests/guest-list.service.js';
import { PartyDeletionType, PartyInput, PartyType, PartyUpdateInput, partyView } from './party.types.js';

@Resolver(() => PartyType)
export class PartyResolver {
  @AdminOnly()
  @Query(() => [PartyType], { description: 'Every party, by last name.' })
  async parties(@Ctx() ctx: Context): Promise<PartyType[]> {
    return (await listParties(ctx.em)).map(partyView);
  }

  @AdminOnly()
  @Query(() => PartyPage, { description: 'A page of the parties, filtered and sorted, with the guests of the parties on it (issue 23).' })
  async partiesPage(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Arg('filter', () => GuestListFilter, { nullable: true }) filter?: GuestListFilter | null,
    @Arg('sort', () => PartySort, { defaultValue: PartySort.NAME }) sort?: PartySort,
  ): Promise<PartyPage> {
    const found = await partyPage(ctx.em, { ...page, filter, sort });
    return { ...found, items: found.items.map(partyView) };
  }

  @AdminOnly()
  @Mutation(() => PartyType)
  async createParty(@Arg('input', () => PartyInput) input: PartyInput, @Ctx() ctx: Context): Promise<PartyType> {
    return partyView(await createParty(ctx.em, ctx.user!, input));
  }

  @AdminOnly()
  @Mutation(() => PartyType)
  async updateParty(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PartyUpdateInput) input: PartyUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<PartyType> {
    return partyView(await updateParty(ctx.em, ctx.user!, id, input, ctx.session.id));
  }

  @AdminOnly()
  @Query(() => PartyDeletionType, { description: 'What deleting this party would take with it (shown before the couple confirms).' })
  partyDeletion(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PartyDeletionType> {
    return partyDeletionPreview(ctx.em, id);
  }

  @AdminOnly()
  @Mutation(() => PartyDeletionType, { description: 'Deletes a party with its guests and answers; its payment confirmations stay. Not your own.' })
  deleteParty(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PartyDeletionType> {
    return deleteParty(ctx.em, ctx.user!, id);
  }
}
