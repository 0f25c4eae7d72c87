import { describe, expect, it } from 'vitest';
import { browserMissing, newPage, pageErrors, screenshot, useBrowser } from './browser.js';

const browser = useBrowser();

describe.skipIf(browserMissing)('GraphQL playground', () => {
  it('loads at /graphql with no request leaving this machine, and runs a query', async () => {
    const page = await newPage(browser());
    const outside: string[] = [];
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.protocol === 'data:') return route.continue();
      outside.push(url.href);
      return route.abort();
    });
    await page.goto('/graphql');
    await page.locator('.graphiql-container').waitFor();
    await page.locator('.graphiql-query-editor .CodeMirror').click();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('{ me { id } }');
    await page.getByRole('button', { name: /execute query/i }).click();
    await page.locator('.result-window').getByText('"me": null').waitFor();
    await screenshot(page, 'graphiql');
    expect(outside).toEqual([]);
    expect(pageErrors.get(page)).toEqual([]);
    await page.context().close();
  });
});
