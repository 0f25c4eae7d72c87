import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  valueFromASTUntyped,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { projectRoot } from '../../api/src/config.js';
import type { RestRoute } from '../../api/src/rest/shim.js';

/**
 * Builds calls of root fields and /api routes from the committed schema alone, so a test can
 * call every field, including ones added later, with arguments of the right shape.
 */

/** Ids point at nothing, so an admin's write through a sampled call lands on "not found", never on a real row. */
export const NO_SUCH_ID = 2_000_000_000;

export function loadSchema(file = join(projectRoot, 'schema.graphql')): GraphQLSchema {
  return buildSchema(readFileSync(file, 'utf8'));
}

export type RootKind = 'Query' | 'Mutation';
type AnyField = GraphQLField<unknown, unknown>;

export interface RootField {
  kind: RootKind;
  name: string;
  field: AnyField;
}

export function rootFields(schema: GraphQLSchema): RootField[] {
  const roots: Array<[RootKind, GraphQLObjectType | null | undefined]> = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
  ];
  return roots.flatMap(([kind, type]) => Object.values(type?.getFields() ?? {}).map((field) => ({ kind, name: field.name, field })));
}

export function findRootField(schema: GraphQLSchema, name: string): RootField | undefined {
  return rootFields(schema).find((f) => f.name === name);
}

/** The arguments of a directive on a field as written in the SDL, e.g. {requires: 'ADMIN'}; undefined when absent. */
export function directiveArgs(field: AnyField, directive: string): Record<string, unknown> | undefined {
  const node = field.astNode?.directives?.find((d) => d.name.value === directive);
  if (!node) return undefined;
  return Object.fromEntries((node.arguments ?? []).map((a) => [a.name.value, valueFromASTUntyped(a.value)]));
}

/** A file for an Upload argument; such calls go out as a multipart request. */
export class FileSample {
  constructor(
    readonly filename = 'sample.csv',
    readonly type = 'text/csv',
    readonly content = 'LastName,ZipCode\nSample,12345\n',
  ) {}
}

export interface SampleOptions {
  /** Also fill nullable and defaulted arguments and input fields (default: only what non-null requires). */
  optional?: boolean;
  /** Samples for custom scalars by scalar name, over the built-in guesses. */
  scalars?: Record<string, (name: string) => unknown>;
}

let seq = 0;
const unique = () => `${Date.now().toString(36)}${process.pid.toString(36)}${(seq += 1)}`;

const customScalars: Record<string, (name: string) => unknown> = {
  ID: () => String(NO_SUCH_ID),
  Upload: () => new FileSample(),
  Date: () => '2026-06-11',
  LocalDate: () => '2026-06-11',
  DateTime: () => '2026-06-11T17:00:00.000Z',
  DateTimeISO: () => '2026-06-11T17:00:00.000Z',
  Time: () => '17:00:00Z',
  LocalTime: () => '17:00',
  EmailAddress: () => 'guest@example.com',
  URL: () => 'https://example.com/',
  JSON: () => ({}),
  JSONObject: () => ({}),
  BigInt: () => '1',
  Currency: () => 'USD',
  TimeZone: () => 'Europe/Madrid',
  CountryCode: () => 'ES',
  Locale: () => 'en',
  PhoneNumber: () => '+34600000000',
  UUID: () => '00000000-0000-4000-8000-000000000000',
};

// Plausible strings by field name, so sampled input looks like what a person would send.
const stringHints: Array<[RegExp, () => string]> = [
  [/zip|postal/i, () => '12345'],
  [/e-?mail/i, () => 'guest@example.com'],
  [/url|link|href|src$/i, () => 'https://example.com/'],
  [/timezone/i, () => 'Europe/Madrid'],
  [/date$/i, () => '2026-06-11'],
  [/time$/i, () => '17:00'],
  [/phone/i, () => '+34600000000'],
  [/^(lang|locale)$/i, () => 'en'],
  [/colou?r/i, () => '#336699'],
];

function sampleScalar(typeName: string, name: string, options: SampleOptions): unknown {
  const custom = options.scalars?.[typeName] ?? customScalars[typeName];
  if (custom) return custom(name);
  switch (typeName) {
    case 'Int':
      return /(^id|Id)$/.test(name) ? NO_SUCH_ID : 1;
    case 'Float':
      return 1.5;
    case 'Boolean':
      return false;
    case 'String':
      return stringHints.find(([re]) => re.test(name))?.[1]() ?? `Sample${unique()}`;
    default:
      return `sample-${typeName}`; // an unknown custom scalar: a string is the likeliest to parse
  }
}

/**
 * A value of an input type; `name` is the argument or input field it is for. Optional fields
 * that would nest an input object inside itself are left out, so recursive inputs end.
 */
export function sampleValue(type: GraphQLInputType, name: string, options: SampleOptions = {}, path: string[] = []): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name, options, path);
  if (isListType(type)) return [sampleValue(type.ofType, name, options, path)];
  if (isEnumType(type)) return type.getValues()[0]?.name;
  if (isInputObjectType(type)) {
    const inside = [...path, type.name];
    const fields = Object.values(type.getFields());
    if (type.isOneOf) return { [fields[0].name]: sampleValue(fields[0].type, fields[0].name, options, inside) };
    const wanted = (f: GraphQLInputField) =>
      (isNonNullType(f.type) && f.defaultValue === undefined) || (options.optional && !inside.includes(getNamedType(f.type).name));
    return Object.fromEntries(fields.filter(wanted).map((f) => [f.name, sampleValue(f.type, f.name, options, inside)]));
  }
  return sampleScalar(type.name, name, options);
}

const required = (a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined;

export interface Operation {
  query: string;
  variables: Record<string, unknown>;
}

export interface OperationOptions extends SampleOptions {
  /** `typename` asks for __typename only (no nested guard can interfere); `leaves` asks for data two levels deep. */
  selection?: 'typename' | 'leaves';
  /** Argument values to use instead of samples. */
  args?: Record<string, unknown>;
}

function leaves(type: GraphQLOutputType, depth: number): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named) || depth >= 2) return ' { __typename }';
  const parts = Object.values(named.getFields())
    .filter((f) => !f.args.some(required))
    .filter((f) => isLeafType(getNamedType(f.type)) || depth < 1)
    .map((f) => f.name + leaves(f.type, depth + 1));
  return ` { ${parts.join(' ') || '__typename'} }`;
}

/** A document and variables calling one root field, with every argument non-null requires. */
export function operationFor(schema: GraphQLSchema, fieldName: string, options: OperationOptions = {}): Operation {
  const root = findRootField(schema, fieldName);
  if (!root) throw new Error(`No root field ${fieldName} in the schema`);
  const given = options.args ?? {};
  const args = root.field.args.filter((a) => a.name in given || options.optional || required(a));
  const variables = Object.fromEntries(args.map((a) => [a.name, a.name in given ? given[a.name] : sampleValue(a.type, a.name, options)]));
  const defs = args.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const call = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(root.field.type);
  const selection = isLeafType(named) ? '' : options.selection === 'leaves' ? leaves(root.field.type, 0) : ' { __typename }';
  const query = `${root.kind === 'Query' ? 'query' : 'mutation'} Sample_${fieldName}${defs ? `(${defs})` : ''} { ${fieldName}${call ? `(${call})` : ''}${selection} }`;
  return { query, variables };
}

/**
 * The HTTP body of an operation: JSON, or a GraphQL multipart request when a variable holds a
 * FileSample (with the header Apollo's CSRF prevention asks of multipart requests).
 */
export function graphqlBody(op: Operation): { body: string | FormData; headers: Record<string, string> } {
  const files: Array<[string, FileSample]> = [];
  const strip = (value: unknown, path: string): unknown => {
    if (value instanceof FileSample) {
      files.push([path, value]);
      return null;
    }
    if (Array.isArray(value)) return value.map((v, i) => strip(v, `${path}.${i}`));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v, `${path}.${k}`)]));
    return value;
  };
  const variables = strip(op.variables, 'variables');
  if (!files.length) return { body: JSON.stringify(op), headers: { 'content-type': 'application/json' } };
  const form = new FormData();
  form.set('operations', JSON.stringify({ query: op.query, variables }));
  form.set('map', JSON.stringify(Object.fromEntries(files.map(([path], i) => [String(i), [path]]))));
  files.forEach(([, f], i) => form.set(String(i), new File([f.content], f.filename, { type: f.type })));
  return { body: form, headers: { 'apollo-require-preflight': 'true' } };
}

export interface RestCall {
  method: string;
  path: string;
  body?: unknown;
}

/**
 * A request for a REST route: path parameters get an id that names nothing (or "sample"), and
 * the body and query string carry samples of the arguments the route's table row reads from them.
 */
export function restCallFor(schema: GraphQLSchema, route: RestRoute, options: SampleOptions = {}): RestCall {
  const field = findRootField(schema, route.field)?.field;
  if (!field) throw new Error(`${route.method} ${route.path} names unknown field ${route.field}`);
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? String(NO_SUCH_ID) : 'sample'));
  if (!route.args) return { method: route.method, path };
  // Run the row's mapping on markers to learn which argument comes from the body or the query string.
  // The body itself, or one named member of it (e.g. {attendanceData: [...]}).
  const members = new Map<string, object>();
  const markerOf = (key: string) => members.get(key) ?? members.set(key, { member: key }).get(key)!;
  const BODY = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? markerOf(key) : undefined) });
  const query = new Proxy({}, { get: (_, key) => (typeof key === 'string' ? `\u0000query:${key}` : undefined) });
  const params = new Proxy({}, { get: () => String(NO_SUCH_ID) }) as Record<string, string>;
  const mapped = route.args({ params, body: BODY, query: query as Record<string, string> });
  let body: unknown;
  const search = new URLSearchParams();
  for (const arg of field.args) {
    const value = mapped[arg.name];
    const member = [...members].find(([, marker]) => marker === value)?.[0];
    if (value === BODY) body = sampleValue(arg.type, arg.name, options);
    else if (member) body = { ...(body as object), [member]: sampleValue(arg.type, arg.name, options) };
    else if (typeof value === 'string' && value.startsWith('\u0000query:')) search.set(value.slice(7), String(sampleValue(arg.type, arg.name, options)));
  }
  const qs = search.toString();
  return { method: route.method, path: qs ? `${path}?${qs}` : path, body };
}
