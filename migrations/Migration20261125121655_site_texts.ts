import { Migration } from '@mikro-orm/migrations';

export class Migration20261125121655_site_texts extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "site_text" ("key" text not null, "en" text not null default '', "es" text not null default '', "updated_at" timestamptz not null default now(), constraint "site_text_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_text" cascade;`);
  }

}
