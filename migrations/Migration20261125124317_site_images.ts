import { Migration } from '@mikro-orm/migrations';

export class Migration20261125124317_site_images extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "site_image" ("id" serial primary key, "location" text check ("location" in ('hero', 'events', 'story', 'venue', 'gallery', 'couple')) not null, "description" text not null default '', "url" text not null, "alt" text not null default '', "display_order" int not null default 0, "active" boolean not null default true, "created_at" timestamptz not null default now(), "photo_version" text check ("photo_version" in ('parents', 'close-friends', '')) not null default '', "storage_key" text null, "widths" jsonb not null default '[]', "width" int null, "height" int null);`);
    this.addSql(`alter table "site_image" add constraint "site_image_storage_key_unique" unique ("storage_key");`);
    this.addSql(`create index "site_image_location_order_index" on "site_image" ("location", "display_order");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "site_image" cascade;`);
  }

}
