import { Migration } from '@mikro-orm/migrations';

export class Migration20261126044801_events extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "event" ("id" serial primary key, "name" text not null, "name_es" text not null default '', "start" text not null, "end" text not null, "venue" text not null, "address" text not null default '', "maps_url" text not null default '', "note" text not null default '', "note_es" text not null default '', "created_at" timestamptz not null default now());`);

    this.addSql(`create table "event_invitation" ("event_id" int not null, "guest_group_id" int not null, constraint "event_invitation_pkey" primary key ("event_id", "guest_group_id"));`);

    this.addSql(`create table "event_attendance" ("id" serial primary key, "event_id" int not null, "guest_id" int not null, "attending" boolean not null, "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "event_attendance_guest_id_index" on "event_attendance" ("guest_id");`);
    this.addSql(`alter table "event_attendance" add constraint "event_attendance_event_id_guest_id_unique" unique ("event_id", "guest_id");`);

    this.addSql(`alter table "event_invitation" add constraint "event_invitation_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "event_invitation" add constraint "event_invitation_guest_group_id_foreign" foreign key ("guest_group_id") references "guest_group" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "event_attendance" add constraint "event_attendance_event_id_foreign" foreign key ("event_id") references "event" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "event_attendance" add constraint "event_attendance_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "event_invitation" drop constraint "event_invitation_event_id_foreign";`);

    this.addSql(`alter table "event_attendance" drop constraint "event_attendance_event_id_foreign";`);

    this.addSql(`drop table if exists "event" cascade;`);

    this.addSql(`drop table if exists "event_invitation" cascade;`);

    this.addSql(`drop table if exists "event_attendance" cascade;`);
  }

}
