import { Migration } from '@mikro-orm/migrations';

export class Migration20261125104523_polls extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "poll" ("id" serial primary key, "question" text not null, "options" jsonb not null, "type" text check ("type" in ('prediction', 'preference')) not null, "active" boolean not null default true, "created_at" timestamptz not null default now());`);

    this.addSql(`create table "poll_response" ("id" serial primary key, "poll_id" int not null, "party_id" int not null, "selected_option" int not null, "timestamp" timestamptz not null default now());`);
    this.addSql(`create index "poll_response_party_id_index" on "poll_response" ("party_id");`);
    this.addSql(`alter table "poll_response" add constraint "poll_response_one_per_party" unique ("poll_id", "party_id");`);

    this.addSql(`alter table "poll_response" add constraint "poll_response_poll_id_foreign" foreign key ("poll_id") references "poll" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "poll_response" add constraint "poll_response_party_id_foreign" foreign key ("party_id") references "party" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "poll_response" drop constraint "poll_response_poll_id_foreign";`);

    this.addSql(`drop table if exists "poll" cascade;`);

    this.addSql(`drop table if exists "poll_response" cascade;`);
  }

}
