import { Migration } from '@mikro-orm/migrations';

export class Migration20261121233049_initial extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "guest_group" ("id" serial primary key, "name" text not null, "description" text null, "welcome_message" text null, "custom_logistics" text null, "custom_registry" text null, "allowed_pages" text[] not null default '{home,couple,rsvp}', "photo_version" text not null default 'parents', "accommodations_version" text not null default 'default', "event_schedule_version" text not null default 'default');`);
    this.addSql(`alter table "guest_group" add constraint "guest_group_name_unique" unique ("name");`);

    this.addSql(`create table "party" ("id" serial primary key, "last_name" text not null, "zip_code" text not null, "is_admin" boolean not null default false, "can_rsvp" boolean not null default false, "guest_group" text not null default 'default', "created_at" timestamptz not null default now());`);
    this.addSql(`create unique index "party_last_name_zip_code_unique" on "party" (lower("last_name"), "zip_code");`);

    this.addSql(`create table "session" ("id" text not null, "data" jsonb not null, "expires_at" timestamptz not null, constraint "session_pkey" primary key ("id"));`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);

    this.addSql(`create table "setting" ("key" text not null, "value" text not null, constraint "setting_pkey" primary key ("key"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "guest_group" cascade;`);

    this.addSql(`drop table if exists "party" cascade;`);

    this.addSql(`drop table if exists "session" cascade;`);

    this.addSql(`drop table if exists "setting" cascade;`);
  }

}
