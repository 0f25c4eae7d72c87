import { Arg, Args, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, RsvpData } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { addPartyGuests, allGuests, deletePartyGuest, guestsOf, guestsOfParty } from './party-guest.service.js';
import { GuestListFilter, GuestPage, GuestSort, PageArgs } from './guest-list.types.js';
import { guestPage } from './guest-list.service.js';
import { GuestType, PartyGuestInput, PlusOneInput, guestView } from './guest.types.js';
import { addPlusOne, plusOnesAllowedFor, removePlusOne, renamePlusOne } from './plus-ones.service.js';

@Resolver(() => GuestType)
export class PartyGuestResolver {
  @RsvpData()
  @Query(() => [GuestType], { description: "The signed-in party's guests." })
  partyGuests(@Ctx() ctx: Context): Promise<GuestType[]> {
    return guestsOf(ctx.reads, ctx.user!.id);
  }

  @AdminOnly()
  @Query(() => [GuestType], { description: 'Every guest of every party.' })
  async allPartyGuests(@Ctx() ctx: Context): Promise<GuestType[]> {
    return (await allGuests(ctx.em)).map(guestView);
  }

  @AdminOnly()
  @Query(() => GuestPage, { description: 'A page of the guests with their answers, filtered and sorted: the statistics\' lists (issue 23).' })
  guestsPage(
    @Args(() => PageArgs) page: PageArgs,
    @Ctx() ctx: Context,
    @Arg('filter', () => GuestListFilter, { nullable: true }) filter?: GuestListFilter | null,
    @Arg('sort', () => GuestSort, { defaultValue: GuestSort.PARTY }) sort?: GuestSort,
    @Arg('eventId', () => Int, { nullable: true, description: 'Only guests invited to this event (of parties that may RSVP); rsvpStatus is their answer for it.' })
    eventId?: number | null,
  ): Promise<GuestPage> {
    return guestPage(ctx.em, { ...page, filter, sort, eventId });
  }

  @AdminOnly()
  @Query(() => [GuestType])
  guestsOfParty(@Arg('partyId', () => Int) partyId: number, @Ctx() ctx: Context): Promise<GuestType[]> {
    return guestsOfParty(ctx.em, partyId);
  }

  @AdminOnly()
  @Mutation(() => [GuestType], { description: 'Adds guests to parties: all of them, or none on any error.' })
  async addPartyGuests(@Arg('guests', () => [PartyGuestInput]) guests: PartyGuestInput[], @Ctx() ctx: Context): Promise<GuestType[]> {
    return (await addPartyGuests(ctx.em, guests)).map(guestView);
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: "Removes a guest and their answer; the party's RSVP is re-summed." })
  deletePartyGuest(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    return deletePartyGuest(ctx.em, id);
  }

  // Plus-ones (issue 21 §1): the party names guests itself, within the couple's allowance.

  @RsvpData()
  @Query(() => Int, { description: 'How many guests the signed-in party may name itself (plus-ones).' })
  plusOnesAllowed(@Ctx() ctx: Context): Promise<number> {
    return plusOnesAllowedFor(ctx.em, ctx.user!);
  }

  @RsvpData()
  @Mutation(() => GuestType, { description: "Names a plus-one of the signed-in party, within its allowance and the RSVP deadline." })
  async addPlusOne(@Arg('input', () => PlusOneInput) input: PlusOneInput, @Ctx() ctx: Context): Promise<GuestType> {
    return guestView(await addPlusOne(ctx.em, ctx.user!, input));
  }

  @RsvpData()
  @Mutation(() => GuestType, { description: "Renames one of the signed-in party's plus-ones, until the RSVP deadline." })
  async updatePlusOne(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => PlusOneInput) input: PlusOneInput,
    @Ctx() ctx: Context,
  ): Promise<GuestType> {
    return guestView(await renamePlusOne(ctx.em, ctx.user!, id, input));
  }

  @RsvpData()
  @Mutation(() => Boolean, { description: "Removes one of the signed-in party's plus-ones with their answer, until the RSVP deadline." })
  removePlusOne(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    return removePlusOne(ctx.em, ctx.user!, id);
  }
}
