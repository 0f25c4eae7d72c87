import { Migration } from '@mikro-orm/migrations';

export class Migration20261121233104_default_guest_group extends Migration {
  // Every party belongs to a group; "default" is where new parties land, with the spec's default pages.
  override async up(): Promise<void> {
    this.addSql(
      `insert into "guest_group" ("name", "description", "allowed_pages") values ('default', 'Everyone not placed in another group', '{home,couple,rsvp}') on conflict ("name") do nothing;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "guest_group" where "name" = 'default';`);
  }
}
