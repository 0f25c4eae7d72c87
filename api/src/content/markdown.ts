import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

// Its own instance: no global marked options another module could change.
const marked = new Marked({ gfm: true, breaks: true, async: false });

/**
 * Only formatting survives: no script, style, frame or event handler, and links only to
 * http, https and mailto addresses. Links open in a new tab without handing it our window.
 */
const POLICY: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'del', 'ul', 'ol', 'li', 'a', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'code', 'pre', 'hr'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // h1/h2 belong to the page (its hero and cards): a text's own headings start at h3.
  transformTags: {
    h1: 'h3',
    h2: 'h3',
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' } }),
  },
  disallowedTagsMode: 'discard',
};

const cache = new Map<string, string>();
const CACHE_LIMIT = 500;

/** The couple's Markdown as safe HTML for the guest pages. */
export function renderMarkdown(source: string): string {
  const hit = cache.get(source);
  if (hit !== undefined) return hit;
  const html = sanitizeHtml(marked.parse(source) as string, POLICY).trim();
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(source, html);
  return html;
}
