import { Migration } from '@mikro-orm/migrations';

export class Migration20261126043642_rsvp_questions extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "rsvp_question" ("id" serial primary key, "text" text not null, "text_es" text not null default '', "type" text check ("type" in ('text', 'choice', 'yesno')) not null, "options" jsonb not null default '[]', "options_es" jsonb not null default '[]', "required" boolean not null default false, "per_guest" boolean not null default false, "guest_group_ids" integer[] not null default '{}', "created_at" timestamptz not null default now());`);

    this.addSql(`create table "rsvp_answer" ("id" serial primary key, "question_id" int not null, "party_id" int not null, "guest_id" int null, "value" text not null, "updated_at" timestamptz not null default now());`);
    this.addSql(`create unique index "rsvp_answer_one_per_asked" on "rsvp_answer" ("question_id", "party_id", coalesce("guest_id", 0));`);

    this.addSql(`alter table "rsvp_answer" add constraint "rsvp_answer_question_id_foreign" foreign key ("question_id") references "rsvp_question" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rsvp_answer" add constraint "rsvp_answer_party_id_foreign" foreign key ("party_id") references "party" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "rsvp_answer" add constraint "rsvp_answer_guest_id_foreign" foreign key ("guest_id") references "guest" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "rsvp_answer" drop constraint "rsvp_answer_question_id_foreign";`);

    this.addSql(`drop table if exists "rsvp_question" cascade;`);

    this.addSql(`drop table if exists "rsvp_answer" cascade;`);
  }

}
