import { Migration } from '@mikro-orm/migrations';

export class Migration20261122074252_guests_and_rsvp extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "guest" ("id" serial primary key, "party_id" int not null, "first_name" text not null, "last_name" text not null, "sort_order" int not null default 0, "is_child" boolean not null default false);`);
    this.addSql(`create index "guest_party_id_sort_order_index" on "guest" ("party_id", "sort_order");`);

    this.addSql(`create table "guest_attendance" ("id" serial primary key, "guest_id" int not null, "attending" boolean null, "dietary_restrictions" text null, "meal_preference" text null, "updated_at" timestamptz not null default now());`);
    this.addSql(`alter table "guest_attendance" add constraint "guest_attendance_guest_id_unique" unique ("guest_id");`);

    this.addSql(`create table "rsvp" ("id" serial primary key, "party_id" int not null, "attending" boolean not null, "guest_count" int not null default 0, "dietary_restrictions" text null, "timestamp" timestamptz not null default now());`);
    this.addSql(`alter table "rsvp" add constraint "rsvp_party_id_unique" unique ("party_id");`);

    this.addSql(`alter table "guest" add constraint "guest_party_id_foreign" foreign key ("party_id") references "party" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "guest_attendance" add constraint "guest_attendance_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "rsvp" add constraint "rsvp_party_id_foreign" foreign key ("party_id") references "party" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "guest_attendance" drop constraint "guest_attendance_guest_id_foreign";`);

    this.addSql(`drop table if exists "guest" cascade;`);

    this.addSql(`drop table if exists "guest_attendance" cascade;`);

    this.addSql(`drop table if exists "rsvp" cascade;`);
  }

}
