import { InMemoryCache } from '@apollo/client';
import { Kind, parse, print as graphqlPrint, visit, type ASTNode, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { print } from './printOperation';

// Every generated module of typed documents: the shared one, the sign-in one and each page's.
const modules = import.meta.glob<Record<string, unknown>>(['../gql/graphql.ts', '../session/signIn/gql/graphql.ts', '../pages/*/gql/graphql.ts'], { eager: true });
const documents = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => name.endsWith('Document') && (value as ASTNode | undefined)?.kind === Kind.DOCUMENT)
    .map(([name, value]) => [`${file.replace(/^\.\.\//, '')} ${name}`, value as DocumentNode] as const),
);

/** A document as the parser reads it, without source locations or how a string was quoted: what the server sees of a text. */
const meaning = (text: string) =>
  visit(parse(text), { enter: (node) => ({ ...node, loc: undefined, ...(node.kind === Kind.STRING && { block: undefined }) }) as ASTNode });

describe("the browser's printer of operations", () => {
  it('finds the documents of every page', () => {
    expect(new Set(documents.map(([name]) => name.split(' ')[0])).size).toBeGreaterThan(8);
    expect(documents.length).toBeGreaterThan(60);
  });

  // Apollo sends a document after its cache's transform (every selection asks for __typename).
  const cache = new InMemoryCache();
  it.each(documents)('prints %s as graphql-js does, as written and as Apollo sends it', (_name, document) => {
    expect(print(document)).toBe(graphqlPrint(document));
    const sent = cache.transformDocument(document);
    expect(print(sent)).toBe(graphqlPrint(sent));
  });

  it('prints every kind of value, directive and fragment an operation may hold as graphql-js does', () => {
    const text = `query Everything($id: ID! = "a", $list: [Int!]! = [1, 2], $on: Boolean = true @deprecated) @live {
  alias: field(int: 1, float: 1.5, enum: RED, null: null, list: [1, [2]], object: {a: {b: $id}}) @include(if: $on) {
    ...Parts
    ... on Thing @skip(if: false) {
      id
    }
    ... @include(if: true) {
      name
    }
  }
  aFieldWithArgumentsTooLongForOneLine(firstArgument: "first value", secondArgument: "second value") {
    id
  }
}

fragment Parts on Thing @cached {
  id
}

mutation {
  go
}

{
  short
}`;
    const document = parse(text);
    expect(print(document)).toBe(graphqlPrint(document));
  });

  it('prints strings, block strings among them, with the same value for a parser', () => {
    const document = parse(`{ a(s: "quote \\" backslash \\\\ tab \\t é \\u00e9", b: """block "quoted"
  indented
done""", e: "") }`);
    expect(meaning(print(document))).toEqual(meaning(graphqlPrint(document)));
  });

  it('refuses to print schema definitions, which Apollo Client never sends', () => {
    expect(() => print(parse('type Query { a: Int }'))).toThrow(TypeError);
  });
});
