import { Migration } from '@mikro-orm/migrations';

export class Migration20261126081223_CoupleNotes extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "mail_schedule_run" ("key" text not null, "ran_at" timestamptz not null default now(), "queued" int not null default 0, constraint "mail_schedule_run_pkey" primary key ("key"));`);

    this.addSql(`alter table "mail_message" alter column "party_id" type int using ("party_id"::int);`);
    this.addSql(`alter table "mail_message" alter column "party_id" drop not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_schedule_run" cascade;`);

    this.addSql(`alter table "mail_message" alter column "party_id" type int4 using ("party_id"::int4);`);
    this.addSql(`alter table "mail_message" alter column "party_id" set not null;`);
  }

}
