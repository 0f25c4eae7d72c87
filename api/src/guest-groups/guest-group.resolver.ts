import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { createGuestGroup, deleteGuestGroup, listGuestGroups, updateGuestGroup } from './guest-group.service.js';
import { GuestGroupInput, GuestGroupType, GuestGroupUpdateInput } from './guest-group.types.js';

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

  @AdminOnly()
  @Mutation(() => GuestGroupType, { description: 'A rename moves the group\'s parties along; the "default" group keeps its name.' })
  updateGuestGroup(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => GuestGroupUpdateInput) input: GuestGroupUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<GuestGroupType> {
    return updateGuestGroup(ctx.em, id, input);
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: 'Its parties move to the "default" group, which cannot be deleted.' })
  deleteGuestGroup(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    return deleteGuestGroup(ctx.em, id);
  }
}
