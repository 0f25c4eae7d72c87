import { Migration } from '@mikro-orm/migrations';

export class Migration20261126044832_mail extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "mail_message" ("id" serial primary key, "party_id" int not null, "kind" text not null, "to_address" text not null, "language" text not null, "subject" text null, "body" text null, "status" text not null default 'queued', "attempts" int not null default 0, "send_after" timestamptz not null default now(), "message_id" text not null, "claimed_at" timestamptz null, "sent_at" timestamptz null, "last_error" text null, "created_at" timestamptz not null default now());`);
    this.addSql(`create index "mail_message_party_id_index" on "mail_message" ("party_id");`);
    this.addSql(`create index "mail_message_due_index" on "mail_message" ("status", "send_after");`);

    this.addSql(`alter table "mail_message" add constraint "mail_message_party_id_foreign" foreign key ("party_id") references "party" ("id") on update cascade on delete cascade;`);

    this.addSql(`alter table "party" add column "email" text null, add column "language" text not null default 'en', add column "unsubscribed_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mail_message" cascade;`);

    this.addSql(`alter table "party" drop column "email", drop column "language", drop column "unsubscribed_at";`);
  }

}
