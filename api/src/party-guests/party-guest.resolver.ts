import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, RsvpData } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { addPartyGuests, allGuests, deletePartyGuest, guestsOf, guestsOfParty } from './party-guest.service.js';
import { GuestType, PartyGuestInput, guestView } from './guest.types.js';

@Resolver(() => GuestType)
export class PartyGuestResolver {
  @RsvpData()
  @Query(() => [GuestType], { description: "The signed-in party's guests." })
  partyGuests(@Ctx() ctx: Context): Promise<GuestType[]> {
    return guestsOf(ctx.em, ctx.user!.id);
  }

  @AdminOnly()
  @Query(() => [GuestType], { description: 'Every guest of every party.' })
  async allPartyGuests(@Ctx() ctx: Context): Promise<GuestType[]> {
    return (await allGuests(ctx.em)).map(guestView);
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
}
