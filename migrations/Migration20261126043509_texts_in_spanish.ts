import { Migration } from '@mikro-orm/migrations';

export class Migration20261126043509_texts_in_spanish extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "guest_group" add column "welcome_message_es" text null, add column "custom_logistics_es" text null, add column "custom_registry_es" text null;`);

    this.addSql(`alter table "registry_item" add column "name_es" text null, add column "description_es" text null;`);

    this.addSql(`alter table "site_image" add column "description_es" text not null default '', add column "alt_es" text not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "guest_group" drop column "welcome_message_es", drop column "custom_logistics_es", drop column "custom_registry_es";`);

    this.addSql(`alter table "registry_item" drop column "name_es", drop column "description_es";`);

    this.addSql(`alter table "site_image" drop column "description_es", drop column "alt_es";`);
  }

}
