import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.js';

describe('the couple’s Markdown as HTML', () => {
  it('keeps formatting, lists, headings and safe links (opened in a new tab)', () => {
    expect(renderMarkdown('**Hi** *there*\n\n- one\n- two')).toBe('<p><strong>Hi</strong> <em>there</em></p>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(renderMarkdown('# Big')).toBe('<h3>Big</h3>');
    expect(renderMarkdown('[us](mailto:us@example.com) [site](https://example.com)')).toBe(
      '<p><a href="mailto:us@example.com" target="_blank" rel="noopener noreferrer">us</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a></p>',
    );
  });

  it('drops scripts, styles, frames, images, event handlers and other link schemes', () => {
    const html = renderMarkdown(
      [
        '<script>alert(1)</script>',
        '<style>body{display:none}</style>',
        '<iframe src="https://evil.example"></iframe>',
        '<img src=x onerror=alert(2)>',
        '<p onclick="alert(3)">para</p>',
        '[a](javascript:alert(4)) [b](JAVASCRIPT:alert(5)) [c](data:text/html,hi) [d](//evil.example) [e](vbscript:x)',
        '<a href="jav&#x09;ascript:alert(6)">f</a>',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/script|alert|<style|<iframe|<img|onclick|onerror|data:|vbscript|evil\.example/i);
    expect(html).toContain('para');
  });
});
