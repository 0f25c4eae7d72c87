import { describe, expect, it } from 'vitest';
import { buildSchema, getVariableValues, parse, validate, type GraphQLSchema, type OperationDefinitionNode } from 'graphql';
import {
  FileSample,
  NO_SUCH_ID,
  graphqlBody,
  loadSchema,
  operationFor,
  restCallFor,
  rootFields,
  type Operation,
} from '../support/schema-operations.js';

// Every kind of input the walker meets, beyond what schema.graphql has today.
const sample = buildSchema(`
  directive @oneOf on INPUT_OBJECT
  scalar Upload
  scalar DateTime
  scalar Mystery
  enum Color { RED GREEN }
  input Address { street: String!, zipCode: String!, note: String }
  input Search @oneOf { byId: Int, byName: String }
  input Tree { label: String!, children: [Tree!] }
  input Everything {
    id: Int!, ratio: Float!, ok: Boolean!, color: Color!, colors: [Color!]!, when: DateTime!,
    address: Address!, tags: [String!]! = [], maybe: String, other: Mystery!
  }
  type Item { id: ID!, name: String, child: Item, tags(first: Int!): [String!] }
  union Thing = Item
  type Query { item(id: ID!): Item, search(by: Search!): [Thing!]!, count: Int!, tree(t: Tree!): Int }
  type Mutation { everything(input: Everything!, optional: String): Item!, upload(file: Upload!, files: [Upload!]): Boolean! }
`);

/** The operation is valid against the schema and its variables coerce to the declared types. */
function expectValid(schema: GraphQLSchema, op: Operation) {
  const doc = parse(op.query);
  expect(validate(schema, doc).map((e) => e.message), op.query).toEqual([]);
  const definition = doc.definitions[0] as OperationDefinitionNode;
  const coerced = getVariableValues(schema, definition.variableDefinitions ?? [], op.variables);
  expect(coerced.errors?.map((e) => e.message), op.query).toBeUndefined();
}

describe('operations built from a schema', () => {
  it.each([
    ['schema.graphql', loadSchema()],
    ['a schema with enums, lists, nested and one-of inputs, custom scalars and uploads', sample],
  ])('every root field of %s gets a valid document and variables', (_, schema) => {
    const fields = rootFields(schema);
    expect(fields.length).toBeGreaterThan(3);
    for (const f of fields) {
      expectValid(schema, operationFor(schema, f.name));
      expectValid(schema, operationFor(schema, f.name, { optional: true, selection: 'leaves' }));
    }
  });

  it('fills only what non-null requires, with ids that name nothing and plausible strings', () => {
    const op = operationFor(sample, 'everything');
    expect(op.query).toBe('mutation Sample_everything($input: Everything!) { everything(input: $input) { __typename } }');
    expect(op.variables.input).toEqual({
      id: NO_SUCH_ID,
      ratio: 1.5,
      ok: false,
      color: 'RED',
      colors: ['RED'],
      when: '2026-06-11T17:00:00.000Z',
      address: { street: expect.stringMatching(/^Sample/), zipCode: '12345' },
      other: 'sample-Mystery',
    });
    expect(operationFor(sample, 'item').variables).toEqual({ id: String(NO_SUCH_ID) });
    expect(operationFor(sample, 'search').variables).toEqual({ by: { byId: NO_SUCH_ID } });
    expect(operationFor(sample, 'everything', { optional: true }).variables).toMatchObject({ optional: expect.any(String), input: { tags: [expect.any(String)] } });
    expect(operationFor(sample, 'everything', { args: { optional: 'given' } }).variables.optional).toBe('given');
  });

  it('asks for leaf data two levels deep, leaving out fields that need arguments', () => {
    expect(operationFor(sample, 'item', { selection: 'leaves' }).query).toContain('item(id: $id) { id name child { id name } }');
  });

  it('sends an upload as a GraphQL multipart request', async () => {
    const op = operationFor(sample, 'upload');
    expect(op.variables.file).toBeInstanceOf(FileSample);
    const { body, headers } = graphqlBody(op);
    expect(headers).toEqual({ 'apollo-require-preflight': 'true' });
    const form = body as FormData;
    expect(JSON.parse(form.get('operations') as string)).toEqual({ query: op.query, variables: { file: null } });
    expect(JSON.parse(form.get('map') as string)).toEqual({ 0: ['variables.file'] });
    expect(await (form.get('0') as File).text()).toBe(new FileSample().content);
    expect(graphqlBody(operationFor(sample, 'count')).headers).toEqual({ 'content-type': 'application/json' });
  });

  it('builds a REST call from a route: an id that names nothing, the body and the query string', () => {
    const call = restCallFor(sample, {
      method: 'PATCH',
      path: '/api/things/:id',
      field: 'everything',
      args: ({ params, body, query }) => ({ id: Number(params.id), input: body, optional: query.optional }),
    });
    expect(call.path).toMatch(new RegExp(`^/api/things/${NO_SUCH_ID}\\?optional=Sample\\w+$`));
    expect(call.body).toMatchObject({ id: NO_SUCH_ID, color: 'RED' });
    expect(restCallFor(sample, { method: 'GET', path: '/api/count', field: 'count' })).toEqual({ method: 'GET', path: '/api/count' });
  });
});
