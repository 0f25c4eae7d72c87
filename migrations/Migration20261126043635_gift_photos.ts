import { Migration } from '@mikro-orm/migrations';

export class Migration20261126043635_gift_photos extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "registry_item" add column "image_key" text null, add column "image_widths" jsonb not null default '[]';`);
    this.addSql(`alter table "registry_item" add constraint "registry_item_image_key_unique" unique ("image_key");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "registry_item" drop constraint "registry_item_image_key_unique";`);
    this.addSql(`alter table "registry_item" drop column "image_key", drop column "image_widths";`);
  }

}
