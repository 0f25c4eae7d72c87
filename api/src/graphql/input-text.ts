import { Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import type { ApolloServerPlugin } from '@apollo/server';
import { badInput } from './errors.js';

/** NUL cannot be stored by PostgreSQL; a lone surrogate is not text at all (it has no UTF-8 form). */
const UNSTORABLE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const refusal = (field: string) =>
  badInput(field, 'TEXT_NOT_ALLOWED', `${field} contains a character that is not allowed (a NUL byte or an unpaired surrogate)`, { field });

/** The name of the innermost object key holding a bad string in the variables, if any. */
export function badTextInVariables(variables: Record<string, unknown> | undefined): string | undefined {
  if (!variables) return undefined;
  // An explicit stack: a JSON body can nest far deeper than the call stack allows.
  const stack: Array<[unknown, string]> = Object.entries(variables).map(([k, v]) => [v, k]);
  while (stack.length) {
    const [value, field] = stack.pop()!;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) return field;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push([item, field]);
    } else if (value && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) stack.push([v, k]);
    }
  }
  return undefined;
}

/** The argument or input field holding a bad string literal in the document, if any. */
export function badTextInDocument(document: DocumentNode): string | undefined {
  let found: string | undefined;
  visit(document, {
    StringValue(node, _key, parent, _path, ancestors) {
      if (found !== undefined || !UNSTORABLE.test(node.value)) return;
      const named = [...ancestors, parent].reverse().find((a): a is ASTNode & { name: { value: string } } =>
        !Array.isArray(a) && ((a as ASTNode).kind === Kind.ARGUMENT || (a as ASTNode).kind === Kind.OBJECT_FIELD),
      );
      found = named?.name.value ?? 'query';
    },
  });
  return found;
}

/** Apollo keeps each parsed document, so its literals are checked once, not on every request. */
const checkedDocuments = new WeakMap<DocumentNode, string | undefined>();
function badTextInDocumentOnce(document: DocumentNode): string | undefined {
  if (!checkedDocuments.has(document)) checkedDocuments.set(document, badTextInDocument(document));
  return checkedDocuments.get(document);
}

/**
 * Every String input over /graphql and the REST shim's writes is checked here before any
 * resolver sees it, so no text that the database would choke on gets past the boundary.
 * (The shim's fixed read documents hold no literals; their variables are checked by the shim
 * with badTextInVariables before it runs them.)
 */
export function inputTextPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document, response }) {
          const field = badTextInVariables(request.variables) ?? badTextInDocumentOnce(document);
          if (field === undefined) return;
          // Without a status Apollo answers an error thrown here with 500.
          response.http.status = 400;
          throw refusal(field);
        },
      };
    },
  };
}
