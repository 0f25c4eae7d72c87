import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { createGuestGroup, listGuestGroups } from './guest-group.service.js';
import { GuestGroupInput, GuestGroupType } from './guest-group.types.js';

@Resolver(() => GuestGroupType)
export class GuestGroupResolver {
  @AdminOnly()
  @Query(() => [GuestGroupType], { description: 'The default group first, then the others by name.' })
  guestGroups(@Ctx() ctx: Context): Promise<GuestGroupType[]> {
    return listGuestGroups(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => GuestGroupType)
  createGuestGroup(@Arg('input', () => GuestGroupInput) input: GuestGroupInput, @Ctx() ctx: Context): Promise<GuestGroupType> {
    return createGuestGroup(ctx.em, input);
  }
}
