import {
  getIntrospectionQuery,
  getNamedType,
  isAbstractType,
  isLeafType,
  isNonNullType,
  isObjectType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
} from 'graphql';
import type { Random } from './random.js';
import { hostileString, toJson, toLiteral, valueFor, wrongValue, type IdPool } from './values.js';
import { jsonBody, multipartBody, type FuzzRequest } from './transport.js';

interface Built {
  query: string;
  variables: Record<string, unknown>;
  label: string;
}

/** Arguments of a field, as literals in the document or as declared variables. */
function argumentsFor(
  r: Random,
  args: readonly GraphQLArgument[],
  ids: IdPool,
  hostility: number,
  vars: { defs: string[]; values: Record<string, unknown> } | null,
): string {
  const parts: string[] = [];
  for (const arg of args) {
    const required = isNonNullType(arg.type) && arg.defaultValue === undefined;
    if (!required && r.chance(0.4)) continue;
    if (required && r.chance(hostility / 3)) continue;
    const value = valueFor(r, arg.type, arg.name, ids, hostility);
    if (vars) {
      const name = `v${vars.defs.length}`;
      const declared = r.chance(hostility / 3) ? r.pick(['String', 'Int', '[String]', 'Boolean!', 'Upload']) : arg.type.toString();
      vars.defs.push(`$${name}: ${declared}`);
      vars.values[name] = value;
      parts.push(`${arg.name}: $${name}`);
    } else {
      parts.push(`${arg.name}: ${toLiteral(value, r)}`);
    }
  }
  if (r.chance(hostility / 4)) parts.push(`${r.letters(1, 8)}: ${toLiteral(wrongValue(r), r)}`);
  return parts.length ? `(${parts.join(', ')})` : '';
}

/** A random selection of a type's fields, nested up to `depth` levels. */
function selectionFor(r: Random, type: GraphQLNamedType, depth: number, ids: IdPool, hostility: number): string {
  if (isLeafType(type)) return '';
  if (isAbstractType(type)) return '{ __typename }';
  if (!isObjectType(type)) return '{ __typename }';
  const fields = Object.values(type.getFields());
  const chosen = fields.filter(() => r.chance(0.6));
  if (!chosen.length) chosen.push(r.pick(fields));
  const parts = chosen.map((f: GraphQLField<unknown, unknown>) => {
    const named = getNamedType(f.type);
    const alias = r.chance(0.1) ? `${r.letters(1, 6)}: ` : '';
    const directive = r.chance(0.1) ? r.pick([' @include(if: true)', ' @skip(if: false)', ' @skip(if: true)', ' @deprecated', ` @${r.letters(2, 6)}`]) : '';
    const args = f.args.length ? argumentsFor(r, f.args, ids, hostility, null) : '';
    if (isLeafType(named)) return `${alias}${f.name}${args}${directive}`;
    const inner = depth > 1 ? selectionFor(r, named, depth - 1, ids, hostility) : '{ __typename }';
    return `${alias}${f.name}${args}${directive} ${inner}`;
  });
  if (r.chance(0.1)) parts.push('__typename');
  if (r.chance(hostility / 3)) parts.push(r.letters(1, 10));
  if (r.chance(0.05)) return `{ ... on ${type.name} { ${parts.join(' ')} } }`;
  return `{ ${parts.join(' ')} }`;
}

/** One operation on one root field of the schema, every field of Query and Mutation in turn. */
function rootOperation(r: Random, schema: GraphQLSchema, ids: IdPool): Built {
  const kind = r.chance(0.55) ? 'query' : 'mutation';
  const root = kind === 'query' ? schema.getQueryType()! : schema.getMutationType()!;
  const field = r.pick(Object.values(root.getFields()));
  const hostility = r.pick([0, 0.02, 0.1, 0.3, 0.7]);
  const useVars = r.chance(0.6);
  const vars = useVars ? { defs: [] as string[], values: {} as Record<string, unknown> } : null;
  const args = argumentsFor(r, field.args, ids, hostility, vars);
  const selection = selectionFor(r, getNamedType(field.type), r.int(1, 5), ids, hostility);
  const defs = vars?.defs.length ? `(${vars.defs.join(', ')})` : '';
  const name = r.chance(0.5) ? ` Fuzz${r.int(0, 9)}` : '';
  return {
    query: `${kind}${name}${defs} { ${field.name}${args} ${selection} }`,
    variables: vars?.values ?? {},
    label: `${kind} ${field.name} (hostility ${hostility})`,
  };
}

/** Shapes meant to cost the server: aliases, fragments, depth, tokens, directives. */
function costlyOperation(r: Random, schema: GraphQLSchema): Built {
  const rootField = r.pick(Object.keys(schema.getQueryType()!.getFields()));
  const leafOf = (name: string) => {
    const type = getNamedType(schema.getQueryType()!.getFields()[name].type);
    if (!isObjectType(type)) return '';
    const leaf = Object.values(type.getFields()).find((f) => isLeafType(getNamedType(f.type)));
    return `{ ${leaf?.name ?? '__typename'} }`;
  };
  const shape = r.pick(['aliases', 'fragment-chain', 'fragment-fanout', 'deep', 'introspection-deep', 'tokens', 'directives', 'introspection', 'type-lookup']);
  const n = r.pick([3, 30, 31, 199, 600, 4_000]);
  let query: string;
  switch (shape) {
    case 'aliases':
      query = `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${rootField} ${leafOf(rootField)}`).join(' ')} }`;
      break;
    case 'fragment-chain':
      query = `query { ...F0 }\n${Array.from({ length: n }, (_, i) => `fragment F${i} on Query { ${i + 1 < n ? `...F${i + 1}` : '__typename'} }`).join('\n')}`;
      break;
    case 'fragment-fanout': {
      const levels = Math.min(n, 40);
      query = `query { ...F0 }\n${Array.from({ length: levels }, (_, i) => `fragment F${i} on Query { ${i + 1 < levels ? `a${i}: __typename ...F${i + 1} b${i}: __typename` : `${rootField} ${leafOf(rootField)}`} }`).join('\n')}`;
      break;
    }
    case 'deep':
      query = `{ ${rootField} ${'{ x '.repeat(Math.min(n, 5_000))}${'}'.repeat(Math.min(n, 5_000))} }`;
      break;
    case 'introspection-deep':
      query = `{ __type(name: "Query") { ${'ofType { '.repeat(Math.min(n, 3_000))}name${' }'.repeat(Math.min(n, 3_000))} } }`;
      break;
    case 'tokens':
      query = `{ ${'__typename '.repeat(n * 10)}}`;
      break;
    case 'directives':
      query = `{ ${rootField}${' @include(if: true)'.repeat(Math.min(n, 2_000))} ${leafOf(rootField)} }`;
      break;
    case 'introspection':
      query = getIntrospectionQuery({ descriptions: r.chance(0.5), inputValueDeprecation: r.chance(0.5), schemaDescription: r.chance(0.5) });
      break;
    default:
      query = `{ __type(name: ${toLiteral(r.chance(0.5) ? hostileString(r) : r.pick(['Query', 'Party', 'Nope']), r)}) { name fields { name type { name ofType { name } } } } }`;
  }
  return { query, variables: {}, label: `costly ${shape} ×${n}` };
}

/** Documents that are not what a GraphQL server expects. */
function oddDocument(r: Random): Built {
  const shape = r.pick(['subscription', 'garbage', 'truncated', 'empty', 'two-operations', 'comments', 'literal-text', 'block-string', 'unicode-escape']);
  const pick: Record<string, () => string> = {
    subscription: () => r.pick(['subscription { me { id } }', 'subscription S { __typename }']),
    garbage: () => r.codeUnits(r.int(1, 200)),
    truncated: () => '{ me { id lastName '.slice(0, r.int(0, 19)),
    empty: () => r.pick(['', ' ', '#', '{}', 'query', '{ }']),
    'two-operations': () => 'query A { me { id } } query B { __typename }',
    comments: () => `# ${'c'.repeat(r.int(1, 100_000))}\n{ __typename }`,
    'literal-text': () => `mutation { login(input: { lastName: ${JSON.stringify(hostileString(r))}, zipCode: "12345" }) { id } }`,
    'block-string': () => `mutation { login(input: { lastName: """${hostileString(r).replace(/"""/g, '')}""", zipCode: "1" }) { id } }`,
    'unicode-escape': () => `mutation { login(input: { lastName: "${r.pick(['\\u0000', '\\ud800', '\\u{0}', '\\u{D800}', '\\u{10FFFF}', '\\uZZZZ'])}", zipCode: "1" }) { id } }`,
  };
  return { query: pick[shape](), variables: {}, label: `odd ${shape}` };
}

/** A request to /graphql built from the schema: any root field, hostile values, costly shapes, odd transports. */
export function graphqlRequest(r: Random, schema: GraphQLSchema, ids: IdPool): FuzzRequest {
  const built = r.weighted<() => Built>([
    [75, () => rootOperation(r, schema, ids)],
    [15, () => costlyOperation(r, schema)],
    [10, () => oddDocument(r)],
  ])();
  const payload: Record<string, unknown> = { query: built.query, variables: built.variables };
  const extra = r.weighted<string>([
    [85, 'none'],
    [3, 'operation-name'],
    [3, 'variables-type'],
    [3, 'apq'],
    [2, 'batch'],
    [2, 'no-query'],
    [2, 'query-type'],
  ]);
  if (extra === 'operation-name') payload.operationName = r.pick(['Nope', '', null, 42, hostileString(r)]);
  if (extra === 'variables-type') payload.variables = r.pick(['{"a":1}', [], 42, 'null', true]);
  if (extra === 'apq') payload.extensions = { persistedQuery: { version: r.pick([1, 2, '1']), sha256Hash: r.pick(['abc', '0'.repeat(64), hostileString(r)]) } };
  if (extra === 'no-query') delete payload.query;
  if (extra === 'query-type') payload.query = r.pick([42, null, ['{ me { id } }'], { a: 1 }]);
  const label = extra === 'none' ? built.label : `${built.label} +${extra}`;
  const json = extra === 'batch' ? toJson([payload, payload]) : toJson(payload);

  const transport = r.weighted<string>([
    [85, 'post'],
    [8, 'get'],
    [7, 'multipart'],
  ]);
  if (transport === 'get') {
    const params = new URLSearchParams({ query: built.query.slice(0, 6_000) });
    if (r.chance(0.5)) params.set('variables', r.chance(0.8) ? toJson(built.variables) : '{bad');
    const headers: Record<string, string> = r.chance(0.7) ? { 'apollo-require-preflight': 'true' } : {};
    if (r.chance(0.2)) headers.accept = 'text/html';
    return { label: `${label} [GET]`, method: 'GET', path: `/graphql?${params}`, headers };
  }
  if (transport === 'multipart') return { method: 'POST', path: '/graphql', ...multipartBody(r, json, label) };
  return { method: 'POST', path: '/graphql', ...jsonBody(r, json, label) };
}
