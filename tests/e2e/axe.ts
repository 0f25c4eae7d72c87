import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A/AA rules and axe's best practices; only serious and critical findings fail. */
const RUN_OPTIONS = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
};

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Runs axe-core on the page as it is now. The script goes in through the DevTools protocol
 * (page.evaluate), which the site's Content-Security-Policy (scripts from 'self' only) does not
 * govern, so the page under test keeps its real policy and no violation report is provoked.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: { run: (ctx: Document, o: unknown) => Promise<any> } };
    const results = await axe.run(document, options);
    return (results.violations as any[])
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id as string,
        impact: v.impact as string,
        help: v.help as string,
        targets: (v.nodes as any[]).map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`.trim()),
      }));
  }, RUN_OPTIONS);
}

/** Fails with every serious or critical axe finding on the page, named by `where`. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeFindings(page), `axe on ${where}`).toEqual([]);
}
