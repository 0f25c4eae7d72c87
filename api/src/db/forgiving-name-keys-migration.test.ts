import { describe, expect, it } from 'vitest';
import { openDatabase } from './orm.js';
import { lastNameKey } from '../auth/last-name-key.js';
import { lastNameKeyOf20261122 } from '../../../migrations/Migration20261122051908_sign_in_keys.js';

const BEFORE = 'Migration20261125124317_site_images';
const THIS = 'Migration20261125190000_forgiving_name_keys';

describe('migration forgiving_name_keys', () => {
  it('stops, naming both parties, when two would become one sign-in; else recomputes name_key and trims ZIP codes', async () => {
    const db = await openDatabase({});
    try {
      const migrator = db.orm.getMigrator();
      await migrator.up({ to: BEFORE });
      const sql = db.orm.em.getConnection();
      const insert = (lastName: string, zipCode: string) =>
        sql.execute(`insert into "party" ("last_name", "name_key", "zip_code") values (?, ?, ?)`, [lastName, lastNameKeyOf20261122(lastName), zipCode]);
      // Two parties the earlier key told apart.
      await insert('Martinez', '08001');
      await insert('Martínez', '08001');
      await insert('Smith', '10001');
      const [martinez, martinezAccent] = await sql.execute(`select "id" from "party" where "zip_code" = '08001' order by "id"`);
      await expect(migrator.up()).rejects.toThrow(
        `parties ${martinez.id} ("Martinez") and ${martinezAccent.id} ("Martínez") with ZIP 08001 would be the same sign-in`,
      );
      const executed = (await migrator.getExecutedMigrations()).map((m) => m.name);
      expect(executed).not.toContain(THIS);
      // Nothing changed.
      expect(await sql.execute(`select "name_key" from "party" order by "id"`)).toEqual([{ name_key: 'martinez' }, { name_key: 'martínez' }, { name_key: 'smith' }]);

      // The couple moves one of them; the rest migrates.
      await sql.execute(`update "party" set "zip_code" = '08002' where "id" = ?`, [martinezAccent.id]);
      await insert('O’Brien', ' 20002 ');
      await insert('García-López', '30003');
      await insert('SMİTH', '40004');
      await migrator.up();
      expect((await migrator.getExecutedMigrations()).map((m) => m.name)).toContain(THIS);

      const parties = await sql.execute(`select "last_name", "name_key", "zip_code" from "party" order by "id"`);
      for (const p of parties) expect(p.name_key).toBe(lastNameKey(p.last_name));
      expect(parties.map((p) => [p.name_key, p.zip_code])).toEqual([
        ['martinez', '08001'],
        ['martinez', '08002'],
        ['smith', '10001'],
        ['obrien', '20002'],
        ['garcialopez', '30003'],
        ['smith', '40004'],
      ]);
      // The pair is still unique.
      await expect(sql.execute(`insert into "party" ("last_name", "name_key", "zip_code") values ('MARTINEZ', 'martinez', '08001')`)).rejects.toThrow();
    } finally {
      await db.close();
    }
  }, 60_000);
});
