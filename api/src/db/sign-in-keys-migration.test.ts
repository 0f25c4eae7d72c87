import { describe, expect, it } from 'vitest';
import { openDatabase } from './orm.js';
import { lastNameKeyOf20261122 as lastNameKey } from '../../../migrations/Migration20261122051908_sign_in_keys.js';

const BEFORE = 'Migration20261121233104_default_guest_group';

describe('migration sign_in_keys', () => {
  it('fills name_key with lastNameKey() and session.party_id, and stops on pairs that would merge', async () => {
    const db = await openDatabase({});
    try {
      const migrator = db.orm.getMigrator();
      await migrator.up({ to: BEFORE });
      const sql = db.orm.em.getConnection();
      // PostgreSQL's lower() told these apart; the new normal form does not.
      await sql.execute(`insert into "party" ("last_name", "zip_code") values ('Straße', '30003'), ('STRASSE', '30003')`);
      await expect(migrator.up()).rejects.toThrow(/with ZIP 30003 would now be the same sign-in/);
      expect((await migrator.getExecutedMigrations()).at(-1)?.name).toBe(BEFORE);

      await sql.execute(`update "party" set "zip_code" = '30004' where "last_name" = 'STRASSE'`);
      await sql.execute(`insert into "party" ("last_name", "zip_code") values ('SMİTH', '10001'), ('ΠΑΠΑΔΟΠΟΥΛΟΣ', '20002'), (' Ｇarcía ', '08001')`);
      const [{ id }] = await sql.execute(`select "id" from "party" where "zip_code" = '10001'`);
      await sql.execute(
        `insert into "session" ("id", "data", "expires_at") values ('a', ?, now() + interval '1 day'), ('b', '{}', now() + interval '1 day')`,
        [JSON.stringify({ partyId: id })],
      );
      // Only this migration: a later one recomputes the keys with today's function.
      await migrator.up({ to: 'Migration20261122051908_sign_in_keys' });

      const parties = await sql.execute(`select "last_name", "name_key" from "party" order by "id"`);
      expect(parties.length).toBe(5);
      for (const p of parties) expect(p.name_key).toBe(lastNameKey(p.last_name));
      expect(parties.map((p) => p.name_key)).toEqual(['strasse', 'strasse', 'smi̇th', 'παπαδοπουλοσ', 'garcía']);
      const sessions = await sql.execute(`select "id", "party_id" from "session" order by "id"`);
      expect(sessions).toEqual([
        { id: 'a', party_id: id },
        { id: 'b', party_id: null },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
