import { Migration } from '@mikro-orm/migrations';

// lastNameKey() as it was when this migration was written (NFKC, full case fold, trimmed),
// frozen here so the migration does the same work on every database; the later migration
// forgiving_name_keys recomputes the column with today's function.
const CYRILLIC_VARIANTS = 'вдосттъѣꙋ';
const BEYOND_LOWERCASE = /[\u0345\u00DF\u03C2\uAB70-\uABBF\u13F8-\u13FD\u1C80-\u1C88]/g;
function foldRest(ch: string): string {
  const cp = ch.codePointAt(0)!;
  if (cp === 0x0345) return 'ι';
  if (cp === 0x00df) return 'ss';
  if (cp === 0x03c2) return 'σ';
  if (cp >= 0xab70 && cp <= 0xabbf) return String.fromCodePoint(cp - 0xab70 + 0x13a0);
  if (cp >= 0x13f8 && cp <= 0x13fd) return String.fromCodePoint(cp - 8);
  return CYRILLIC_VARIANTS[cp - 0x1c80];
}
export function lastNameKeyOf20261122(lastName: string): string {
  return lastName.normalize('NFKC').toLowerCase().normalize('NFD').replace(BEYOND_LOWERCASE, foldRest).normalize('NFKC').trim();
}

export class Migration20261122051908_sign_in_keys extends Migration {

  override async up(): Promise<void> {
    // Backfilled with the very function sign-in used then, so stored keys and typed names always
    // agree (PostgreSQL 15 has no case fold; lower() differs from it, e.g. for "İ" and "ς").
    const parties = (await this.execute(`select "id", "last_name", "zip_code" from "party" order by "id"`)) as Array<{
      id: number;
      last_name: string;
      zip_code: string;
    }>;
    const keys = parties.map((p) => ({ ...p, key: lastNameKeyOf20261122(p.last_name) }));
    const seen = new Map<string, (typeof keys)[number]>();
    for (const p of keys) {
      const other = seen.get(`${p.key}\n${p.zip_code}`);
      if (other) {
        throw new Error(
          `Parties ${other.id} ("${other.last_name}") and ${p.id} ("${p.last_name}") with ZIP ${p.zip_code} would now be the same sign-in; change one of them and start again.`,
        );
      }
      seen.set(`${p.key}\n${p.zip_code}`, p);
    }

    this.addSql(`drop index "party_last_name_zip_code_unique";`);

    this.addSql(`alter table "party" add column "name_key" text null;`);
    if (keys.length) {
      this.addSql(
        this.getKnex().raw(
          `update "party" set "name_key" = v.key from (values ${keys.map(() => '(?::int, ?)').join(', ')}) as v(id, key) where "party"."id" = v.id;`,
          keys.flatMap((p) => [p.id, p.key]),
        ),
      );
    }
    this.addSql(`alter table "party" alter column "name_key" set not null;`);
    this.addSql(`alter table "party" add constraint "party_name_key_zip_code_unique" unique ("name_key", "zip_code");`);

    this.addSql(`alter table "session" add column "party_id" int null;`);
    this.addSql(`update "session" set "party_id" = ("data"->>'partyId')::int where jsonb_typeof("data"->'partyId') = 'number';`);
    this.addSql(`create index "session_party_id_index" on "session" ("party_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "party" drop constraint "party_name_key_zip_code_unique";`);
    this.addSql(`alter table "party" drop column "name_key";`);

    this.addSql(`CREATE UNIQUE INDEX party_last_name_zip_code_unique ON public.party USING btree (lower(last_name), zip_code);`);

    this.addSql(`drop index "session_party_id_index";`);
    this.addSql(`alter table "session" drop column "party_id";`);
  }

}
