import { Lexer, type Token, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';
import { badInput } from '../graphql/errors.js';

/**
 * `{{ name }}`; a section opens with `{{#name}}` and closes with `{{/name}}`. Anything between
 * double braces is a tag, so a misspelt `{{ party name }}` is refused, never sent as written.
 * One scan, no nested quantifiers: a 20,000-character body is read in linear time.
 */
const TAG = /\{\{([^{}]*)\}\}/g;

function parseTag(inner: string): { mark: '' | '#' | '/'; name: string } {
  const trimmed = inner.trim();
  const mark = trimmed[0] === '#' || trimmed[0] === '/' ? trimmed[0] : '';
  return { mark, name: (mark ? trimmed.slice(1) : trimmed).trim() };
}

/**
 * A template's text is refused, naming the field, when it uses a placeholder its kind does not
 * know, leaves a section open (or closes one it did not open), or lacks one its kind must keep.
 */
export function checkTemplateText(field: string, text: string, allowed: readonly string[], required: readonly string[] = []): void {
  const known = new Set(allowed);
  const used = new Set<string>();
  const open: string[] = [];
  const unclosed = (placeholder: string) =>
    badInput(field, 'TEMPLATE_SECTION_UNCLOSED', `${field}: {{#${placeholder}}} needs its {{/${placeholder}}}`, { field, placeholder });
  for (const [, inner] of text.matchAll(TAG)) {
    const { mark, name } = parseTag(inner);
    if (!known.has(name)) {
      throw badInput(field, 'TEMPLATE_PLACEHOLDER_UNKNOWN', `${field}: {{${name}}} is not a placeholder; use ${allowed.map((p) => `{{${p}}}`).join(', ')}`, {
        field,
        placeholder: name,
        allowed: allowed.join(', '),
      });
    }
    if (mark === '#') open.push(name);
    else if (mark === '/') {
      if (open.at(-1) !== name) throw unclosed(open.at(-1) ?? name);
      open.pop();
    } else used.add(name);
  }
  if (open.length) throw unclosed(open.at(-1)!);
  const missing = required.find((name) => !used.has(name));
  if (missing) throw badInput(field, 'TEMPLATE_PLACEHOLDER_REQUIRED', `${field} must keep {{${missing}}}`, { field, placeholder: missing });
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
  let out = '';
  let last = 0;
  // Each open section: whether it hides its text; `hidden` counts those that do.
  const sections: boolean[] = [];
  let hidden = 0;
  for (const match of template.matchAll(TAG)) {
    if (!hidden) out += template.slice(last, match.index);
    last = match.index + match[0].length;
    const { mark, name } = parseTag(match[1]);
    if (mark === '#') {
      const hides = hidden > 0 || !values[name];
      sections.push(hides);
      if (hides) hidden++;
    } else if (mark === '/' && sections.length) {
      if (sections.pop()) hidden--;
    } else if (!hidden) {
      out += mark || !(name in values) ? match[0] : opts.markdown && !raw.has(name) ? escapeMarkdown(values[name]) : values[name];
    }
  }
  if (!hidden) out += template.slice(last);
  return out;
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
