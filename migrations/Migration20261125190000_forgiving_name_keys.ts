import { Migration } from '@mikro-orm/migrations';
import { lastNameKey } from '../api/src/auth/last-name-key.js';
import { lastNameKeyOf20261122 } from './Migration20261122051908_sign_in_keys.js';

/**
 * Sign-in now ignores accents, apostrophes, hyphens, dots and spaces in last names (issue 20):
 * party.name_key is recomputed with the very function sign-in and the limiter use, and ZIP
 * codes are stored trimmed, as they are compared. Two parties that would become one sign-in
 * stop the migration, naming both, before anything changes.
 */
export class Migration20261125190000_forgiving_name_keys extends Migration {

  override async up(): Promise<void> {
    const parties = (await this.execute(`select "id", "last_name", "zip_code", "name_key" from "party" order by "id"`)) as Array<{
      id: number;
      last_name: string;
      zip_code: string;
      name_key: string;
    }>;
    const rows = parties.map((p) => ({ ...p, key: lastNameKey(p.last_name), zip: p.zip_code.trim() }));
    const seen = new Map<string, (typeof rows)[number]>();
    const clashes: string[] = [];
    for (const p of rows) {
      const pair = `${p.key}\n${p.zip}`;
      const other = seen.get(pair);
      if (other) clashes.push(`parties ${other.id} ("${other.last_name}") and ${p.id} ("${p.last_name}") with ZIP ${p.zip}`);
      else seen.set(pair, p);
    }
    if (clashes.length) {
      throw new Error(
        `Sign-in now ignores accents, case, apostrophes, hyphens, dots and spaces in last names, so ${clashes.join('; ')} would be the same sign-in. ` +
          'Change the last name or ZIP code of one of each pair (or delete one) and start again; nothing was changed.',
      );
    }

    const changed = rows.filter((p) => p.key !== p.name_key || p.zip !== p.zip_code);
    if (!changed.length) return;
    // The unique pair is dropped while rows change, so no order of updates trips over a key
    // another row is about to give up; it comes back checked over the final values.
    this.addSql(`alter table "party" drop constraint "party_name_key_zip_code_unique";`);
    this.addSql(
      this.getKnex().raw(
        `update "party" set "name_key" = v.key, "zip_code" = v.zip from (values ${changed.map(() => '(?::int, ?, ?)').join(', ')}) as v(id, key, zip) where "party"."id" = v.id;`,
        changed.flatMap((p) => [p.id, p.key, p.zip]),
      ),
    );
    this.addSql(`alter table "party" add constraint "party_name_key_zip_code_unique" unique ("name_key", "zip_code");`);
  }

  override async down(): Promise<void> {
    // The earlier keys split names more finely, so going back cannot make two parties collide.
    const parties = (await this.execute(`select "id", "last_name" from "party" order by "id"`)) as Array<{ id: number; last_name: string }>;
    if (!parties.length) return;
    this.addSql(
      this.getKnex().raw(
        `update "party" set "name_key" = v.key from (values ${parties.map(() => '(?::int, ?)').join(', ')}) as v(id, key) where "party"."id" = v.id;`,
        parties.flatMap((p) => [p.id, lastNameKeyOf20261122(p.last_name)]),
      ),
    );
  }

}
