import { Ctx, Query, Resolver } from 'type-graphql';
import { AdminOnly } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { listGuestGroups } from './guest-group.service.js';
import { GuestGroupType } from './guest-group.types.js';

@Resolver(() => GuestGroupType)
export class GuestGroupResolver {
  @AdminOnly()
  @Query(() => [GuestGroupType])
  guestGroups(@Ctx() ctx: Context): Promise<GuestGroupType[]> {
    return listGuestGroups(ctx.em);
  }
}
