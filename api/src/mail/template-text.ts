import { Lexer, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { badInput } from '../graphql/errors.js';

/** `{{ name }}`; a section opens with `{{#name}}` and closes with `{{/name}}`. */
// Anything between double braces is a tag, so a misspelt `{{ party name }}` is refused, never sent as written.
const TAG = /\{\{\s*([#/]?)\s*([^{}]*?)\s*\}\}/g;
const SECTION = /\{\{\s*#\s*(\w+)\s*\}\}([\s\S]*?)\{\{\s*\/\s*\1\s*\}\}/g;

/**
 * A template's text is refused, naming the field, when it uses a placeholder its kind does not
 * know, leaves a section open, or lacks one its kind must keep (`required`).
 */
export function checkTemplateText(field: string, text: string, allowed: readonly string[], required: readonly string[] = []): void {
  const known = new Set(allowed);
  const unknown = (placeholder: string) =>
    badInput(field, 'TEMPLATE_PLACEHOLDER_UNKNOWN', `${field}: {{${placeholder}}} is not a placeholder; use ${allowed.map((p) => `{{${p}}}`).join(', ')}`, {
      field,
      placeholder,
      allowed: allowed.join(', '),
    });
  // Whole sections first; what remains may only be plain placeholders.
  let rest = text;
  for (;;) {
    let found = false;
    rest = rest.replace(SECTION, (_whole, name: string, inner: string) => {
      found = true;
      if (!known.has(name)) throw unknown(name);
      return inner;
    });
    if (!found) break;
  }
  for (const [, mark, name] of rest.matchAll(TAG)) {
    if (mark) throw badInput(field, 'TEMPLATE_SECTION_UNCLOSED', `${field}: {{#${name}}} needs its {{/${name}}}`, { field, placeholder: name });
    if (!known.has(name)) throw unknown(name);
  }
  for (const name of required) {
    if (!new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(text)) {
      throw badInput(field, 'TEMPLATE_PLACEHOLDER_REQUIRED', `${field} must keep {{${name}}}`, { field, placeholder: name });
    }
  }
}

// A name or place put into the couple's Markdown must not become a link, emphasis or markup.
// `:` and `@` too, so a name that looks like an address does not become a link of its own.
export const escapeMarkdown = (s: string) => s.replace(/([\\`*_{}[\]()#+\-.!<>|~:@])/g, '\\$1');

/**
 * The template with its sections kept or dropped and its placeholders filled. Values are
 * escaped as Markdown unless named in `raw` (our own links, and Markdown we built ourselves).
 * An unknown placeholder stays as written (a saved template has none: see checkTemplateText).
 */
export function fillTemplate(template: string, values: Record<string, string>, opts: { markdown: boolean; raw?: readonly string[] }): string {
  const raw = new Set(opts.raw ?? []);
  const sectioned = template.replace(SECTION, (_whole, name: string, inner: string) => (values[name] ? inner : ''));
  return sectioned.replace(TAG, (whole, mark: string, name: string) => {
    if (mark || !(name in values)) return whole;
    return opts.markdown && !raw.has(name) ? escapeMarkdown(values[name]) : values[name];
  });
}

const stripTags = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });

const SAFE_LINK = /^(https?:|mailto:)/i;
/** Raw HTML whose content is never text: a script's or style's words stay out of the message. */
const HIDDEN_OPEN = /^<(script|style|textarea|noscript)\b/i;

function inline(tokens: Token[] | undefined): string {
  let hidden: string | null = null;
  return (tokens ?? [])
    .map((t): string => {
      if (hidden) {
        if (t.type === 'html' && new RegExp(`^</${hidden}`, 'i').test((t as Tokens.HTML).text)) hidden = null;
        return '';
      }
      if (t.type === 'html') hidden = HIDDEN_OPEN.exec((t as Tokens.HTML).text)?.[1] ?? null;
      switch (t.type) {
        case 'br':
          return '\n';
        case 'link': {
          const link = t as Tokens.Link;
          const label = inline(link.tokens).trim();
          // The HTML part drops a link to any other scheme (javascript: and the like): so does the text.
          if (!SAFE_LINK.test(link.href)) return label;
          const href = link.href.replace(/^mailto:/i, '');
          return !label || label === href || label === link.href ? link.href : `${label} (${link.href})`;
        }
        case 'image':
          return (t as Tokens.Image).text;
        case 'html':
          return stripTags((t as Tokens.HTML).text);
        case 'codespan':
        case 'escape':
          return (t as Tokens.Codespan).text;
        default:
          return 'tokens' in t && t.tokens ? inline(t.tokens) : 'text' in t ? String(t.text) : '';
      }
    })
    .join('');
}

function block(t: Token): string {
  switch (t.type) {
    case 'space':
      return '';
    case 'hr':
      return '---';
    case 'code':
      return (t as Tokens.Code).text;
    case 'html':
      return stripTags((t as Tokens.HTML).text).trim();
    case 'list': {
      const list = t as Tokens.List;
      const start = Number(list.start) || 1;
      return list.items
        .map((item, i) => {
          const marker = list.ordered ? `${start + i}. ` : '- ';
          const text = item.tokens.map((x) => (x.type === 'text' ? inline((x as Tokens.Text).tokens ?? [x]) : block(x))).filter(Boolean).join('\n');
          return marker + text.replace(/\n/g, `\n${' '.repeat(marker.length)}`);
        })
        .join('\n');
    }
    case 'blockquote':
      return blocks((t as Tokens.Blockquote).tokens)
        .split('\n')
        .map((line) => `> ${line}`)
        .join('\n');
    case 'table': {
      const table = t as Tokens.Table;
      return [table.header, ...table.rows].map((row) => row.map((cell) => inline(cell.tokens)).join(' | ')).join('\n');
    }
    default:
      return 'tokens' in t && t.tokens ? inline(t.tokens) : 'text' in t ? String(t.text) : '';
  }
}

function blocks(tokens: Token[]): string {
  return tokens.map(block).filter((s) => s.trim()).join('\n\n');
}

/**
 * The plain-text alternative of a Markdown message: what the reader sees, without markers,
 * tags or backslash escapes; a link reads "label (address)".
 */
export function markdownToText(markdown: string): string {
  return blocks(Lexer.lex(markdown, { gfm: true, breaks: true }))
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}
