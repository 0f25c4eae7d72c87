import { Authorized, Directive, UseMiddleware, type AuthChecker, type MiddlewareFn } from 'type-graphql';
import { GraphQLDirective, GraphQLEnumType, GraphQLNonNull, GraphQLString, DirectiveLocation } from 'graphql';
import type { Context } from '../graphql/context.js';
import { forbidden, unauthenticated } from '../graphql/errors.js';
import { can, type Page } from './policy.js';

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

function both(...decorators: Array<MethodDecorator & PropertyDecorator>): FieldDecorator {
  return ((target: object, key: string | symbol, descriptor?: PropertyDescriptor) => {
    for (const d of decorators) d(target, key, descriptor as PropertyDescriptor);
  }) as FieldDecorator;
}

/** Admin-only: enforced by the auth checker and shown as @auth(requires: ADMIN) in the schema. */
export function AdminOnly(): FieldDecorator {
  return both(Authorized(Role.ADMIN), Directive('@auth(requires: ADMIN)'));
}

/** Any signed-in party: enforced and shown as @auth(requires: SIGNED_IN). */
export function SignedIn(): FieldDecorator {
  return both(Authorized(Role.SIGNED_IN), Directive('@auth(requires: SIGNED_IN)'));
}

function pageGuard(page: Page): MiddlewareFn<Context> {
  return async ({ context }, next) => {
    if (!can(context.user, 'open', page)) throw forbidden('PAGE_FORBIDDEN', "You don't have permission to view this page.");
    return next();
  };
}

/** Data of a page: only parties that may open that page get it (admins open all). */
export function PageData(page: Page): FieldDecorator {
  return both(SignedIn(), UseMiddleware(pageGuard(page)), Directive(`@page(name: "${page}")`));
}

const rsvpGuard: MiddlewareFn<Context> = async ({ context }, next) => {
  if (!can(context.user, 'rsvp')) throw forbidden('RSVP_NOT_ALLOWED', 'You are not authorized to RSVP for this event.');
  return next();
};

/** The party's own RSVP: the rsvp page's data, and only for parties allowed to answer (canRsvp). */
export function RsvpData(): FieldDecorator {
  return both(PageData('rsvp'), UseMiddleware(rsvpGuard));
}

export const authChecker: AuthChecker<Context, Role> = ({ context }, roles) => {
  if (!context.user) throw unauthenticated();
  if (roles.includes(Role.ADMIN) && !can(context.user, 'administer')) throw forbidden();
  return true;
};
