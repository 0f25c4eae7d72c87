import { Arg, Ctx, Field, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { Context } from '../graphql/context.js';
import { login } from './auth.service.js';
import { SessionUser } from './session-user.js';

@InputType()
export class LoginInput {
  // Defaults let a missing field read as empty and get the spec's message rather than a type error.
  @Field(() => String, { defaultValue: '' })
  lastName!: string;

  @Field(() => String, { defaultValue: '' })
  zipCode!: string;
}

@Resolver()
export class AuthResolver {
  @Query(() => SessionUser, { nullable: true, description: 'The signed-in party, or null when signed out.' })
  me(@Ctx() ctx: Context): SessionUser | null {
    return ctx.user;
  }

  @Mutation(() => SessionUser, { description: 'Signs a party in by last name and ZIP code; starts a new session.' })
  async login(@Arg('input', () => LoginInput) input: LoginInput, @Ctx() ctx: Context): Promise<SessionUser> {
    const from = { ip: ctx.ip, deviceToken: ctx.device.token, secret: ctx.config.sessionSecret };
    const session = ctx.session.newSession();
    // Prepared statements only: no EntityManager fork needed (ctx.reads).
    const { user, deviceToken } = await login(ctx.reads, ctx.loginLimiter, from, input, session);
    ctx.session.signIn(user.id, session);
    ctx.device.remember(deviceToken);
    ctx.user = user;
    return user;
  }

  @Mutation(() => Boolean, { description: 'Ends the session.' })
  logout(@Ctx() ctx: Context): boolean {
    ctx.session.signOut();
    ctx.user = null;
    return true;
  }
}
