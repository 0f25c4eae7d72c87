import { Authorized, Directive, UseMiddleware, type AuthChecker, type MiddlewareFn } from 'type-graphql';
import { GraphQLDirective, GraphQLEnumType, GraphQLNonNull, GraphQLString, DirectiveLocation } from 'graphql';
import type { Context } from '../graphql/context.js';
import { forbidden, unauthenticated } from '../graphql/errors.js';
import { can, type Page } from './policy.js';
import type { SessionUser } from './session-user.js';

export enum Role {
  SIGNED_IN = 'SIGNED_IN',
  ADMIN = 'ADMIN',
}

const RoleEnum = new GraphQLEnumType({
  name: 'Role',
  description: 'Who may use a field: any signed-in party, or admins only.',
  values: { SIGNED_IN: { value: Role.SIGNED_IN }, ADMIN: { value: Role.ADMIN } },
});

/** Declared in the schema so integrators see which fields need which role. */
export const schemaDirectives = [
  new GraphQLDirective({
    name: 'auth',
    description: 'The field needs a signed-in party, or an admin.',
    locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT],
    args: { requires: { type: new GraphQLNonNull(RoleEnum) } },
  }),
  new GraphQLDirective({
    name: 'page',
    description: "The field belongs to a page; only parties whose guest group opens that page may read it.",
    locations: [DirectiveLocation.FIELD_DEFINITION],
    args: { name: { type: new GraphQLNonNull(GraphQLString) } },
  }),
];

type FieldDecorator = MethodDecorator & PropertyDecorator;

/** One of a field's guards as a question to the policy: may this user read it? */
export type GuardCheck = (user: SessionUser | null) => boolean;

/** The guards each resolver method was given here, by its class's prototype and name. */
const checksOf = new WeakMap<object, Map<string | symbol, GuardCheck[]>>();
/** The middlewares made here, each the enforcement of one recorded check. */
const guardMiddlewares = new WeakSet<object>();

/** Records the check a guard enforces, so the REST shim can ask it without running the resolver (api/src/rest/plain-read.ts). */
function recorded(check: GuardCheck): FieldDecorator {
  return ((target: object, key: string | symbol) => {
    const byKey = checksOf.get(target) ?? new Map<string | symbol, GuardCheck[]>();
    checksOf.set(target, byKey);
    byKey.set(key, [...(byKey.get(key) ?? []), check]);
  }) as FieldDecorator;
}

/**
 * What a resolver method's guards ask (@SignedIn, @AdminOnly, @PageData, @RsvpData): the
 * same policy calls their auth checker and middlewares make. undefined when none was given.
 */
export function guardChecks(prototype: object, method: string): readonly GuardCheck[] | undefined {
  return checksOf.get(prototype)?.get(method);
}

/** Whether a middleware is one of the guards above (anything else a resolver uses is not known to guardChecks). */
export function isGuardMiddleware(middleware: unknown): boolean {
  return typeof middleware === 'function' && guardMiddlewares.has(middleware);
}

const signedIn: GuardCheck = (user) => user !== null;
const administers: GuardCheck = (user) => can(user, 'administer');

function both(...decorators: Array<MethodDecorator & PropertyDecorator>): FieldDecorator {
  return ((target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const d of decorators) d(target, key, descriptor as PropertyDescriptor);
  }) as FieldDecorator;
}

/** Admin-only: enforced by the auth checker and shown as @auth(requires: ADMIN) in the schema. */
export function AdminOnly(): FieldDecorator {
  return both(Authorized(Role.ADMIN), Directive('@auth(requires: ADMIN)'), recorded(administers));
}

/** Any signed-in party: enforced and shown as @auth(requires: SIGNED_IN). */
export function SignedIn(): FieldDecorator {
  return both(Authorized(Role.SIGNED_IN), Directive('@auth(requires: SIGNED_IN)'), recorded(signedIn));
}

/** A middleware refusing with `refusal` whom `check` does not let through; recorded with its check. */
function guard(check: GuardCheck, refusal: () => Error): FieldDecorator {
  const middleware: MiddlewareFn<Context> = async ({ context }, next) => {
    if (!check(context.user)) throw refusal();
    return next();
  };
  guardMiddlewares.add(middleware);
  return both(UseMiddleware(middleware), recorded(check));
}

/** Data of a page: only parties that may open that page get it (admins open all). */
export function PageData(page: Page): FieldDecorator {
  const opens: GuardCheck = (user) => can(user, 'open', page);
  return both(SignedIn(), guard(opens, () => forbidden('PAGE_FORBIDDEN', "You don't have permission to view this page.")), Directive(`@page(name: "${page}")`));
}

const answersRsvp: GuardCheck = (user) => can(user, 'rsvp');

/** The party's own RSVP: the rsvp page's data, and only for parties allowed to answer (canRsvp). */
export function RsvpData(): FieldDecorator {
  return both(PageData('rsvp'), guard(answersRsvp, () => forbidden('RSVP_NOT_ALLOWED', 'You are not authorized to RSVP for this event.')));
}

export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  if (!signedIn(context.user)) throw unauthenticated();
  if (roles.includes(Role.ADMIN) && !administers(context.user)) throw forbidden();
  return true;
};
