import {
  getArgumentValues,
  getNamedType,
  getVariableValues,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  defaultFieldResolver,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLResolveInfo,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import type { Context } from '../graphql/context.js';
import { guardChecks, isGuardMiddleware } from '../auth/auth.decorators.js';

/**
 * A REST read's fixed document run without graphql-js's executor (issue 23 §4): the same
 * resolvers — the root field's resolver method after its guards' own policy checks (see
 * directRoot), every nested field's own — called in the same order with the same arguments,
 * and each value serialized by its own type, so the body is the one graphql-js would build. What graphql-js does on top (collecting fields per object,
 * building a path and an info per field, completing values through several generic layers)
 * cost the hot guest reads more than their own work.
 *
 * Anything out of the ordinary — variables GraphQL would refuse, a guard refusing, a resolver
 * throwing, a null where the schema says never — makes `run` answer undefined, and the shim
 * runs the document through Apollo instead, where the error is formatted as for /graphql.
 * A document this cannot run (abstract types, directives, aliases, an object selected twice) is left
 * to graphql-js. Fragments on the very object type they are spread in (as GraphQL clients send
 * them, `POST /graphql` `me`) and `__typename` are run like the fields they stand for.
 */
export interface PlainRead {
  /** The root field's name: the key of its value in `data`. */
  field: string;
  /** The answer, or a promise of it when a resolver is asynchronous (most guest reads' are not all). */
  run(context: Context, variables: Record<string, unknown>): Answered | Promise<Answered>;
}

type Answered = { value: unknown } | undefined;

/** A run's value once its promises settle; undefined when one fails. */
async function settled(value: PromiseLike<unknown>): Promise<Answered> {
  try {
    return { value: await value };
  } catch {
    return undefined;
  }
}

/** Thrown where graphql-js would report an error: the shim runs the document through Apollo instead. */
class NotPlain extends Error {}

type Complete = (value: unknown, context: Context) => unknown;

const isThenable = (v: unknown): v is PromiseLike<unknown> => typeof (v as { then?: unknown } | null)?.then === 'function';

type Fragments = Record<string, FragmentDefinitionNode>;

function completer(schema: GraphQLSchema, operation: OperationDefinitionNode, fragments: Fragments, type: GraphQLOutputType, node: FieldNode): Complete {
  if (isNonNullType(type)) {
    const inner = completer(schema, operation, fragments, type.ofType, node);
    return (value, context) => {
      if (value === null || value === undefined || value instanceof Error) throw new NotPlain();
      return inner(value, context);
    };
  }
  const nullable = (complete: Complete): Complete => (value, context) => {
    if (value instanceof Error) throw new NotPlain();
    return value === null || value === undefined ? null : complete(value, context);
  };
  if (isListType(type)) {
    const item = completer(schema, operation, fragments, type.ofType, node);
    return nullable((value, context) => {
      if (!Array.isArray(value)) throw new NotPlain();
      let pending = false;
      const items = value.map((v) => {
        const done = isThenable(v) ? Promise.resolve(v).then((r) => item(r, context)) : item(v, context);
        pending ||= isThenable(done);
        return done;
      });
      return pending ? Promise.all(items) : items;
    });
  }
  if (isLeafType(type)) {
    return nullable((value) => {
      const out = type.serialize(value);
      if (out === undefined) throw new NotPlain();
      return out;
    });
  }
  if (!isObjectType(type) || !node.selectionSet) throw new NotPlain();
  // A key selected twice (Apollo Client adds __typename beside a fragment that has it): graphql-js
  // answers it once, where it came first. Validation made both the same field with the same
  // arguments; only leaves are merged here (two selections of an object would merge theirs).
  const byKey = new Map<string, FieldNode>();
  for (const selection of fieldNodes(type, node.selectionSet, fragments, new Set())) {
    const first = byKey.get(selection.name.value);
    if (first && (first.selectionSet || selection.selectionSet)) throw new NotPlain();
    if (!first) byKey.set(selection.name.value, selection);
  }
  const fields = [...byKey.values()].map((selection) => {
    const name = selection.name.value;
    if (name === '__typename') return typenameOf(type);
    const def = type.getFields()[name];
    if (!def) throw new NotPlain();
    return fieldOf(schema, operation, fragments, type, def, selection);
  });
  // Every key in place from the start, in the document's order: an object copied from this one
  // is made at its full size at once, where adding the keys one by one grows it several times.
  const shape: Record<string, unknown> = {};
  for (const f of fields) shape[f.key] = null;
  return nullable((source, context) => {
    // graphql-js's order: the keys in the document's order, each field resolved as it comes.
    const out: Record<string, unknown> = { ...shape };
    let pending: Array<PromiseLike<unknown>> | undefined;
    for (const f of fields) {
      const raw = f.resolve(source, f.args, context, f.info);
      const done = isThenable(raw) ? Promise.resolve(raw).then((r) => f.complete(r, context)) : f.complete(raw, context);
      if (isThenable(done)) {
        out[f.key] = null;
        (pending ??= []).push(Promise.resolve(done).then((v) => (out[f.key] = v)));
      } else out[f.key] = done;
    }
    return pending ? Promise.all(pending).then(() => out) : out;
  });
}

/**
 * The fields a selection set selects on `type`, fragments spread in place (graphql-js's order).
 * A fragment on another type (an interface, a union), a directive or an alias is not run here.
 */
function fieldNodes(type: GraphQLObjectType, set: SelectionSetNode, fragments: Fragments, spread: Set<string>): FieldNode[] {
  return set.selections.flatMap((selection) => {
    if (selection.directives?.length) throw new NotPlain();
    if (selection.kind === 'Field') {
      if (selection.alias) throw new NotPlain();
      return [selection];
    }
    if (selection.kind === 'InlineFragment') {
      if (selection.typeCondition && selection.typeCondition.name.value !== type.name) throw new NotPlain();
      return fieldNodes(type, selection.selectionSet, fragments, spread);
    }
    const fragment = fragments[selection.name.value];
    if (!fragment || fragment.typeCondition.name.value !== type.name || fragment.directives?.length || spread.has(fragment.name.value)) throw new NotPlain();
    return fieldNodes(type, fragment.selectionSet, fragments, new Set([...spread, fragment.name.value]));
  });
}

/** `__typename` of an object type: its name, as graphql-js answers it. */
function typenameOf(type: GraphQLObjectType): PlainField {
  return { key: '__typename', resolve: () => type.name, args: {}, info: undefined as unknown as GraphQLResolveInfo, complete: (value) => value };
}

interface PlainField {
  key: string;
  resolve: NonNullable<GraphQLField<unknown, unknown>['resolve']>;
  args: Record<string, unknown>;
  info: GraphQLResolveInfo;
  complete: Complete;
}

/** A nested field: its arguments are fixed by the document (no variables below the root). */
function fieldOf(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Fragments,
  parentType: GraphQLOutputType,
  def: GraphQLField<unknown, unknown>,
  node: FieldNode,
): PlainField {
  return {
    key: node.name.value,
    resolve: (isObjectType(parentType) && propertyResolver(parentType, def)) || def.resolve || defaultFieldResolver,
    args: getArgumentValues(def, node, {}),
    info: infoFor(schema, operation, fragments, parentType, def, node, {}),
    complete: completer(schema, operation, fragments, def.type, node),
  };
}

/**
 * type-graphql's resolver for a field that is just a property (no @FieldResolver, no
 * middleware, no roles, no global middleware in our schema) reads `source[property]` after
 * making an object and a closure for a middleware chain that is empty: for a list of twelve-field
 * rows that was most of a read's allocation. Such a field is read straight here, the same way.
 * undefined for any other field (its own resolver runs), found as type-graphql's schema
 * generator finds it (the object type's fields after its interfaces', the last of a name winning).
 */
function propertyResolver(type: GraphQLObjectType, def: GraphQLField<unknown, unknown>): PlainField['resolve'] | undefined {
  if (!def.resolve) return undefined;
  const storage = getMetadataStorage();
  const objectType = storage.objectTypes.find((o) => o.name === type.name);
  if (!objectType?.fields) return undefined;
  const inherited = storage.interfaceTypes.filter((i) => objectType.interfaceClasses?.includes(i.target)).flatMap((i) => i.fields ?? []);
  const field = [...inherited, ...objectType.fields].filter((f) => f.schemaName === def.name).at(-1);
  if (!field || field.middlewares?.length || field.roles || field.simple) return undefined;
  if (storage.fieldResolvers.some((r) => r.getObjectType?.() === field.target && r.methodName === field.name)) return undefined;
  const property = field.name;
  return (source) => (source as Record<string, unknown>)[property];
}

/**
 * What a resolver may read of its info: our resolvers take none (@Info is not used), so one
 * per field, made once, stands for graphql-js's per-value one (its path is the field's alone).
 */
function infoFor(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: Fragments,
  parentType: GraphQLOutputType,
  def: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variableValues: Record<string, unknown>,
): GraphQLResolveInfo {
  return {
    fieldName: def.name,
    fieldNodes: [node],
    returnType: def.type,
    parentType: getNamedType(parentType) as GraphQLResolveInfo['parentType'],
    path: { prev: undefined, key: node.name.value, typename: getNamedType(parentType).name },
    schema,
    fragments,
    rootValue: undefined,
    operation,
    variableValues,
  };
}

type RootResolve = (source: unknown, args: Record<string, unknown>, context: Context, info: GraphQLResolveInfo) => unknown;

/**
 * The root field's resolver method called as type-graphql would, less its middleware chain:
 * the checks its guards enforce (@SignedIn, @AdminOnly, @PageData, @RsvpData, recorded by
 * api/src/auth/auth.decorators.ts from the same policy calls) are asked first, and a refusal
 * sends the read through GraphQL, where the guard itself refuses it with its error. undefined
 * (type-graphql's resolver runs it) for a method with anything else around it: another
 * middleware or role, or a parameter other than the context and plain arguments.
 */
function directRoot(schema: GraphQLSchema, name: string): RootResolve | undefined {
  const query = getMetadataStorage().queries.find((q) => q.schemaName === name);
  const def = schema.getQueryType()?.getFields()[name];
  if (!query || !def) return undefined;
  const middlewares = query.middlewares ?? [];
  const checks = guardChecks(query.target.prototype as object, query.methodName) ?? [];
  if (!middlewares.every(isGuardMiddleware) || checks.length !== middlewares.length + (query.roles ? 1 : 0)) return undefined;
  const params = [...(query.params ?? [])].sort((a, b) => a.index - b.index);
  const plainArg = (argName: string) => {
    const arg = def.args.find((a) => a.name === argName);
    return arg !== undefined && isLeafType(getNamedType(arg.type));
  };
  if (!params.every((p) => (p.kind === 'context' && !p.propertyName) || (p.kind === 'arg' && plainArg(p.name)))) return undefined;
  let instance: Record<string, (...args: unknown[]) => unknown>;
  try {
    // Our resolvers take nothing to construct; type-graphql's container, too, makes one of each.
    instance = new (query.target as new () => Record<string, (...args: unknown[]) => unknown>)();
  } catch {
    return undefined;
  }
  const method = instance[query.methodName];
  if (typeof method !== 'function') return undefined;
  // Loops rather than every() and map() with a closure each: this runs on every hot read.
  const argNames = params.map((p) => (p.kind === 'context' ? undefined : (p as { name: string }).name));
  return (_source, args, context) => {
    for (const check of checks) if (!check(context.user)) throw new NotPlain();
    if (argNames.length === 1 && argNames[0] === undefined) return method.call(instance, context);
    const values: unknown[] = [];
    for (const name of argNames) values.push(name === undefined ? context : args[name]);
    return method.apply(instance, values);
  };
}

/** The plain run of a read's document with one root field, or undefined when it has anything else. */
export function plainRead(schema: GraphQLSchema, document: DocumentNode): PlainRead | undefined {
  // One operation, and fragments before or after it (clients print them either way).
  const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
  const [operation] = operations;
  if (operations.length !== 1 || operation.operation !== 'query' || operation.directives?.length) return undefined;
  const fragments: Fragments = {};
  for (const d of document.definitions) {
    if (d.kind === 'FragmentDefinition') fragments[d.name.value] = d;
    else if (d !== operation) return undefined;
  }
  const [root, ...more] = operation.selectionSet.selections;
  const queryType = schema.getQueryType();
  if (more.length || root?.kind !== 'Field' || root.alias || root.directives?.length || !queryType) return undefined;
  const def = queryType.getFields()[root.name.value];
  if (!def?.resolve) return undefined;
  let complete: Complete;
  try {
    complete = completer(schema, operation, fragments, def.type, root);
  } catch (err) {
    if (err instanceof NotPlain) return undefined;
    throw err;
  }
  const resolve = directRoot(schema, def.name) ?? def.resolve;
  const definitions = operation.variableDefinitions ?? [];
  // Without variables, the root's arguments and info are the same for every request.
  const fixed = definitions.length ? undefined : { args: getArgumentValues(def, root, {}), info: infoFor(schema, operation, fragments, queryType, def, root, {}) };
  return {
    field: def.name,
    // Not an async function: a read whose resolvers answer at once makes no promise here.
    run(context, variables) {
      try {
        let args = fixed?.args;
        let info = fixed?.info;
        if (!args || !info) {
          // Coerced as graphql-js does: a value GraphQL would refuse goes to Apollo, which says why.
          const coerced = getVariableValues(schema, definitions, variables);
          if (coerced.errors) return undefined;
          args = getArgumentValues(def, root, coerced.coerced);
          info = infoFor(schema, operation, fragments, queryType, def, root, coerced.coerced);
        }
        const raw = resolve(undefined, args, context, info);
        if (isThenable(raw)) return settled(Promise.resolve(raw).then((value) => complete(value, context)));
        const value = complete(raw, context);
        return isThenable(value) ? settled(value) : { value };
      } catch {
        return undefined;
      }
    },
  };
}
