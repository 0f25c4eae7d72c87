import ts from 'typescript';

/**
 * Finds words a component shows people that do not come from the message catalogues:
 * JSX text, string literals in the props people see or hear (title, placeholder, aria-label,
 * label, alt, …) and in notices built as objects ({ title, description }). Written with the
 * TypeScript compiler the project already has, so no lint stack is needed to run it in Vitest.
 *
 * Allowed: strings without letters ("·", "404"), catalogue keys (e.g. a nav item's label id),
 * objects carrying a `messageCode` (their text comes from the catalogue by that code), and a
 * line marked `i18n-ignore` (say why beside it).
 */

export interface Literal {
  file: string;
  line: number;
  text: string;
}

const VISIBLE_PROPS = new Set([
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'alt',
  'label',
  'loadingText',
  'message',
  'description',
  'helperText',
  'errorText',
]);
const VISIBLE_KEYS = new Set(['title', 'description', 'label', 'message', 'placeholder']);

const hasWords = (text: string) => /\p{L}/u.test(text);

/** The literal text an expression can evaluate to, following only branches that pass text through. */
function literalTexts(node: ts.Expression): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isTemplateExpression(node)) return [node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ')];
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return literalTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...literalTexts(node.whenTrue), ...literalTexts(node.whenFalse)];
  if (ts.isBinaryExpression(node)) {
    const op = node.operatorToken.kind;
    if (op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.PlusToken) {
      return [...literalTexts(node.left), ...literalTexts(node.right)];
    }
    if (op === ts.SyntaxKind.AmpersandAmpersandToken) return literalTexts(node.right);
  }
  return [];
}

function propName(name: ts.PropertyName | ts.JsxAttributeName): string | undefined {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name)) return name.text;
  if (ts.isJsxNamespacedName(name)) return `${name.namespace.text}:${name.name.text}`;
  return undefined;
}

export function findLiterals(file: string, source: string, catalogueKeys: ReadonlySet<string> = new Set()): Literal[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const lines = source.split('\n');
  const found: Literal[] = [];

  const report = (node: ts.Node, texts: string[]) => {
    const line = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
    if (lines[line]?.includes('i18n-ignore') || lines[line - 1]?.includes('i18n-ignore')) return;
    for (const raw of texts) {
      const text = raw.trim();
      if (hasWords(text) && !catalogueKeys.has(text)) found.push({ file, line: line + 1, text });
    }
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, [node.text]);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      report(node, literalTexts(node.expression));
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(propName(node.name) ?? '') && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) report(node, [init.text]);
      else if (ts.isJsxExpression(init) && init.expression) report(node, literalTexts(init.expression));
    } else if (ts.isObjectLiteralExpression(node)) {
      const names = node.properties.map((p) => (p.name ? propName(p.name) : undefined));
      if (!names.includes('messageCode')) {
        for (const p of node.properties) {
          if (ts.isPropertyAssignment(p) && VISIBLE_KEYS.has(propName(p.name) ?? '')) report(p, literalTexts(p.initializer));
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}
