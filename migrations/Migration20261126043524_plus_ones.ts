import { Migration } from '@mikro-orm/migrations';

export class Migration20261126043524_plus_ones extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "party" add column "plus_ones_allowed" int not null default 0;`);

    this.addSql(`alter table "guest" add column "is_plus_one" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "guest" drop column "is_plus_one";`);

    this.addSql(`alter table "party" drop column "plus_ones_allowed";`);
  }

}
