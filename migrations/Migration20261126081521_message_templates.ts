import { Migration } from '@mikro-orm/migrations';

export class Migration20261126081521_message_templates extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "message_template" ("kind" text not null, "subject" text not null, "subject_es" text not null default '', "body" text not null, "body_es" text not null default '', "updated_at" timestamptz not null default now(), constraint "message_template_pkey" primary key ("kind"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "message_template" cascade;`);
  }

}
