import { Migration } from '@mikro-orm/migrations';

export class Migration20261126044342_personal_links extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "party" add column "link_nonce" uuid not null default gen_random_uuid();`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "party" drop column "link_nonce";`);
  }

}
