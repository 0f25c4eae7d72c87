import {
  GraphQLError,
  Kind,
  type ASTNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql';

/**
 * What one operation may ask for. Tokens are counted by graphql-js while parsing (Apollo's
 * `parseOptions.maxTokens`), so a huge document is refused before any of it is validated and
 * no validation rule (ours or graphql-js's recursive ones) ever sees a deep enough document
 * to overflow the stack. The rest is checked here, during validation.
 */
export const LIMITS = {
  /** Lexical tokens in the whole document; the full introspection query has about 200. */
  maxTokens: 2_000,
  /** Levels of nested fields; the REST shim's operations go 5 deep. */
  maxDepth: 8,
  /** Inside `__schema` / `__type`: the playground's introspection query goes 15 deep. */
  maxIntrospectionDepth: 16,
  /** Aliased fields per operation, fragments expanded. The web app uses none. */
  maxAliases: 30,
  /** Each field costs 1, each top-level field 10 (it does its own database work). */
  maxCost: 500,
  /** On one field, fragment spread or inline fragment (@skip and @include make 2). */
  maxDirectivesPerField: 4,
};

export type Limits = typeof LIMITS;

/**
 * Top-level fields that build a file on every call cost more than their 10: thirty aliases of
 * `invitationCards` made one admin request take 4.7 s of the server's one thread (a PDF each;
 * the fuzzer found it). With these, an operation builds at most two card sheets or five other files.
 */
const FILE_FIELD_COST: Record<string, number> = { invitationCards: 240, guestListExport: 100, uploadTemplate: 100, weddingCalendar: 100 };

interface Stats {
  cost: number;
  aliases: number;
  depth: number;
  introspectionDepth: number;
  directives: number;
}

const isIntrospectionRoot = (name: string) => name === '__schema' || name === '__type';

/** The fragments each definition spreads directly (not following them). */
function spreadsOf(set: SelectionSetNode): string[] {
  const names: string[] = [];
  const stack = [set];
  while (stack.length) {
    for (const sel of stack.pop()!.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) names.push(sel.name.value);
      else if (sel.selectionSet) stack.push(sel.selectionSet);
    }
  }
  return names;
}

/**
 * Cost, aliases, depth and directives of one selection set, with the fragments it spreads
 * already measured. Iterative, so no document can overflow the stack here.
 */
function measure(set: SelectionSetNode, topLevel: boolean, fragments: Map<string, Stats>): Stats {
  const s: Stats = { cost: 0, aliases: 0, depth: 0, introspectionDepth: 0, directives: 0 };
  const stack = [{ set, depth: 0, intro: false, top: topLevel }];
  while (stack.length) {
    const at = stack.pop()!;
    for (const sel of at.set.selections) {
      s.directives = Math.max(s.directives, sel.directives?.length ?? 0);
      if (sel.kind === Kind.FIELD) {
        const name = sel.name.value;
        const intro = at.intro || isIntrospectionRoot(name);
        const depth = at.depth + 1;
        s.cost += at.top && !name.startsWith('__') ? (FILE_FIELD_COST[name] ?? 10) : 1;
        if (sel.alias) s.aliases += 1;
        if (intro) s.introspectionDepth = Math.max(s.introspectionDepth, depth);
        else s.depth = Math.max(s.depth, depth);
        if (sel.selectionSet) stack.push({ set: sel.selectionSet, depth, intro, top: false });
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        stack.push({ ...at, set: sel.selectionSet });
      } else {
        // Unknown fragments and cycles are reported by graphql-js's own rules.
        const f = fragments.get(sel.name.value);
        if (!f) continue;
        s.cost += f.cost;
        s.aliases += f.aliases;
        s.directives = Math.max(s.directives, f.directives);
        if (at.intro) s.introspectionDepth = Math.max(s.introspectionDepth, at.depth + Math.max(f.depth, f.introspectionDepth));
        else {
          s.depth = Math.max(s.depth, at.depth + f.depth);
          s.introspectionDepth = Math.max(s.introspectionDepth, at.depth + f.introspectionDepth);
        }
      }
    }
  }
  return s;
}

/** Measures every fragment after the fragments it spreads (an explicit stack, not recursion). */
function measureFragments(definitions: FragmentDefinitionNode[], rootTypes: Set<string>): Map<string, Stats> {
  const byName = new Map(definitions.map((d) => [d.name.value, d]));
  const done = new Map<string, Stats>();
  const started = new Set<string>();
  for (const first of byName.keys()) {
    const stack = [first];
    while (stack.length) {
      const name = stack[stack.length - 1];
      const def = byName.get(name)!;
      if (!started.has(name)) {
        started.add(name);
        for (const dep of spreadsOf(def.selectionSet)) if (byName.has(dep) && !started.has(dep)) stack.push(dep);
        continue;
      }
      stack.pop();
      if (!done.has(name)) done.set(name, measure(def.selectionSet, rootTypes.has(def.typeCondition.name.value), done));
    }
  }
  return done;
}

function refuse(message: string, node: ASTNode) {
  return new GraphQLError(message, { nodes: [node] });
}

/** Checks of one operation against the limits; each broken limit is one error. */
function checkOperation(op: OperationDefinitionNode, fragments: Map<string, Stats>, limits: Limits = LIMITS): GraphQLError[] {
  if (op.operation === 'subscription') {
    return [refuse('Subscriptions are not supported. Send a query or a mutation.', op)];
  }
  const s = measure(op.selectionSet, true, fragments);
  const errors: GraphQLError[] = [];
  if (s.cost > limits.maxCost) {
    errors.push(refuse(`This operation costs too much (${s.cost}; at most ${limits.maxCost}, each field counts 1 and each top-level field 10). Split it into smaller operations.`, op));
  }
  if (s.aliases > limits.maxAliases) {
    errors.push(refuse(`This operation uses too many aliases (${s.aliases}; at most ${limits.maxAliases}).`, op));
  }
  if (s.depth > limits.maxDepth) {
    errors.push(refuse(`This operation is nested too deeply (${s.depth} levels; at most ${limits.maxDepth}).`, op));
  }
  if (s.introspectionDepth > limits.maxIntrospectionDepth) {
    errors.push(refuse(`This introspection is nested too deeply (${s.introspectionDepth} levels; at most ${limits.maxIntrospectionDepth}).`, op));
  }
  if (s.directives > limits.maxDirectivesPerField) {
    errors.push(refuse(`A field in this operation has too many directives (${s.directives}; at most ${limits.maxDirectivesPerField}).`, op));
  }
  return errors;
}

/**
 * One request must not occupy the server: each operation is measured (aliases and fragments
 * expanded) against the cost, alias, depth and directive limits before anything runs.
 */
export function operationLimitsRule(limits: Limits = LIMITS): ValidationRule {
  return (context) => {
    const schema = context.getSchema();
    const rootTypes = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name].filter((n): n is string => Boolean(n)));
    const definitions = context.getDocument().definitions;
    const fragments = measureFragments(
      definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION),
      rootTypes,
    );
    return {
      OperationDefinition(node) {
        for (const error of checkOperation(node, fragments, limits)) context.reportError(error);
      },
    };
  };
}
