import { Migration } from '@mikro-orm/migrations';

export class Migration20261125185159_session_times extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "session" add column "created_at" timestamptz not null default current_timestamp, add column "last_seen_at" timestamptz not null default current_timestamp;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "session" drop column "created_at", drop column "last_seen_at";`);
  }

}
