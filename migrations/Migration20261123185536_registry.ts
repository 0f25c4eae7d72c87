import { Migration } from '@mikro-orm/migrations';

export class Migration20261123185536_registry extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "registry_item" ("id" serial primary key, "name" text not null, "description" text null, "image_url" text null, "price" int not null, "total_quantity" int not null, "remaining_quantity" int not null, "display_order" int not null default 0, "active" boolean not null default true, "created_at" timestamptz not null default now(), constraint registry_item_price_not_negative check (price >= 0), constraint registry_item_remaining_in_range check (remaining_quantity >= 0 and remaining_quantity <= total_quantity));`);
    this.addSql(`create index "registry_item_active_display_order_index" on "registry_item" ("active", "display_order");`);

    this.addSql(`create table "payment_confirmation" ("id" serial primary key, "registry_item_id" int null, "item_name" text not null, "guest_name" text not null, "guest_email" text null, "quantity" int not null, "amount" int not null, "payment_method" text not null, "status" text not null default 'pending', "confirmed_at" timestamptz null, "admin_notes" text null, "message" text null, "party_id" int null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "payment_confirmation_party_id_index" on "payment_confirmation" ("party_id");`);
    this.addSql(`create index "payment_confirmation_status_created_at_index" on "payment_confirmation" ("status", "created_at");`);

    this.addSql(`alter table "payment_confirmation" add constraint "payment_confirmation_registry_item_id_foreign" foreign key ("registry_item_id") references "registry_item" ("id") on update cascade on delete set null;`);
    this.addSql(`alter table "payment_confirmation" add constraint "payment_confirmation_party_id_foreign" foreign key ("party_id") references "party" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payment_confirmation" drop constraint "payment_confirmation_registry_item_id_foreign";`);

    this.addSql(`drop table if exists "registry_item" cascade;`);

    this.addSql(`drop table if exists "payment_confirmation" cascade;`);
  }

}
