import { Kind, type ASTNode } from 'graphql';

/**
 * graphql-js's `print` for the documents Apollo Client sends (operations and fragments), in its
 * layout, for the browser's copy of Apollo Client only: web/apolloBrowserBuild.ts hands it to
 * Apollo's `print` (@apollo/client/utilities) in place of graphql-js's, which also prints schemas
 * and comes with block-string and reducer modules: 1.9 KiB gzipped of the download every
 * signed-in page waits for (issue 23 §3). Apollo prints a document for the request body and as
 * the key that merges identical requests in flight; the server parses whatever it receives.
 * printOperation.test.ts checks that it prints every document of the app, as Apollo transforms
 * it, exactly as graphql-js does. Strings are printed as JSON writes them, a block string
 * (`"""`) as a plain one with the same value; descriptions of operations, which graphql-js 16.15
 * reads and none of ours has, are left out (they mean nothing to the server).
 */
export function print(ast: ASTNode): string {
  return printNode(ast);
}

const MAX_LINE_LENGTH = 80;

const all = (nodes: readonly ASTNode[] | undefined, separator: string) => join((nodes ?? []).map(printNode), separator);
const join = (parts: readonly (string | undefined)[], separator = '') => parts.filter(Boolean).join(separator);
const wrap = (start: string, middle: string | undefined, end = '') => (middle ? start + middle + end : '');
const indent = (text: string) => wrap('  ', text.replace(/\n/g, '\n  '));
const block = (nodes: readonly ASTNode[] | undefined) => wrap('{\n', indent(all(nodes, '\n')), '\n}');
const directives = (node: { directives?: readonly ASTNode[] }) => all(node.directives, ' ');

function printNode(node: ASTNode): string {
  switch (node.kind) {
    case Kind.NAME:
      return node.value;
    case Kind.VARIABLE:
      return '$' + printNode(node.name);
    case Kind.DOCUMENT:
      return all(node.definitions, '\n\n');
    case Kind.OPERATION_DEFINITION: {
      const prefix = join([node.operation, join([node.name && printNode(node.name), wrap('(', all(node.variableDefinitions, ', '), ')')]), directives(node)], ' ');
      // An anonymous query without variables or directives prints in the short form, as graphql-js does.
      return (prefix === 'query' ? '' : prefix + ' ') + printNode(node.selectionSet);
    }
    case Kind.VARIABLE_DEFINITION:
      return printNode(node.variable) + ': ' + printNode(node.type) + wrap(' = ', node.defaultValue && printNode(node.defaultValue)) + wrap(' ', directives(node));
    case Kind.SELECTION_SET:
      return block(node.selections);
    case Kind.FIELD: {
      const prefix = wrap('', node.alias && printNode(node.alias), ': ') + printNode(node.name);
      const args = (node.arguments ?? []).map(printNode);
      let line = prefix + wrap('(', args.join(', '), ')');
      if (line.length > MAX_LINE_LENGTH) line = prefix + wrap('(\n', indent(args.join('\n')), '\n)');
      return join([line, directives(node), node.selectionSet && printNode(node.selectionSet)], ' ');
    }
    case Kind.ARGUMENT:
    case Kind.OBJECT_FIELD:
      return printNode(node.name) + ': ' + printNode(node.value);
    case Kind.FRAGMENT_SPREAD:
      return '...' + printNode(node.name) + wrap(' ', directives(node));
    case Kind.INLINE_FRAGMENT:
      return join(['...', wrap('on ', node.typeCondition && printNode(node.typeCondition)), directives(node), printNode(node.selectionSet)], ' ');
    case Kind.FRAGMENT_DEFINITION:
      return 'fragment ' + printNode(node.name) + wrap('(', all(node.variableDefinitions, ', '), ')') + ' on ' + printNode(node.typeCondition) + ' ' + wrap('', directives(node), ' ') + printNode(node.selectionSet);
    case Kind.INT:
    case Kind.FLOAT:
    case Kind.ENUM:
      return node.value;
    case Kind.STRING:
      return JSON.stringify(node.value);
    case Kind.BOOLEAN:
      return node.value ? 'true' : 'false';
    case Kind.NULL:
      return 'null';
    case Kind.LIST:
      return '[' + all(node.values, ', ') + ']';
    case Kind.OBJECT:
      return '{' + all(node.fields, ', ') + '}';
    case Kind.DIRECTIVE:
      return '@' + printNode(node.name) + wrap('(', all(node.arguments, ', '), ')');
    case Kind.NAMED_TYPE:
      return printNode(node.name);
    case Kind.LIST_TYPE:
      return '[' + printNode(node.type) + ']';
    case Kind.NON_NULL_TYPE:
      return printNode(node.type) + '!';
    default:
      // Schema definitions: Apollo Client never sends one.
      throw new TypeError(`Cannot print a ${node.kind} node`);
  }
}
