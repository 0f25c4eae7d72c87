import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode, type ValidationRule } from 'graphql';

/** Fields an operation asks for, counting each fragment spread as the fields it expands to. */
export function countFields(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  stopAbove = Infinity,
  memo = new Map<string, number>(),
  seen = new Set<string>(),
): number {
  let n = 0;
  for (const sel of set.selections) {
    if (sel.kind === Kind.FIELD) n += 1 + (sel.selectionSet ? countFields(sel.selectionSet, fragments, stopAbove, memo, seen) : 0);
    else if (sel.kind === Kind.INLINE_FRAGMENT) n += countFields(sel.selectionSet, fragments, stopAbove, memo, seen);
    else {
      const name = sel.name.value;
      const fragment = fragments.get(name);
      // Cycles are reported by GraphQL's own NoFragmentCycles rule.
      if (!fragment || seen.has(name)) continue;
      if (!memo.has(name)) memo.set(name, countFields(fragment.selectionSet, fragments, stopAbove, memo, new Set([...seen, name])));
      n += memo.get(name)!;
    }
    // Aliases and nested fragments can multiply without bound: stop as soon as it is too many.
    if (n > stopAbove) return n;
  }
  return n;
}

/**
 * One request must not occupy the server: an operation may ask for at most `max` fields
 * (aliases and fragments expanded). The full introspection query stays well below it.
 */
export function maxFieldsRule(max: number): ValidationRule {
  return (context) => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const def of context.getDocument().definitions) {
      if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    }
    return {
      OperationDefinition(node) {
        const n = countFields(node.selectionSet, fragments, max);
        if (n > max) {
          context.reportError(
            new GraphQLError(`This operation asks for too many fields (more than ${max}). Split it into smaller operations.`, { nodes: [node] }),
          );
        }
      },
    };
  };
}
