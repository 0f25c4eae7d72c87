import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { migrate, openDatabase } from './orm.js';
import { siteDatabaseUrl } from '../../../tests/support/site.js';

async function pendingChanges(databaseUrl?: string): Promise<string> {
  const db = await openDatabase({ databaseUrl });
  try {
    await migrate(db.orm);
    return await db.orm.schema.getUpdateSchemaSQL({ wrap: false, safe: false });
  } finally {
    await db.close();
  }
}

describe('migrations', () => {
  it('a fresh embedded database migrated from scratch matches the entities (run `npm run migration:create`)', async () => {
    expect(await pendingChanges()).toBe('');
  }, 60_000);

  it.runIf(siteDatabaseUrl())('the PostgreSQL server the tests run on matches the entities too', async () => {
    expect(await pendingChanges(siteDatabaseUrl())).toBe('');
  }, 60_000);
});
