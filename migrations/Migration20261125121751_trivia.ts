import { Migration } from '@mikro-orm/migrations';

export class Migration20261125121751_trivia extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table "trivia_question" ("id" serial primary key, "question" text not null, "options" jsonb not null, "correct_option" int not null, "active" boolean not null default true, "embeds" jsonb not null, "question_type" text check ("question_type" in ('standard', 'music')) not null default 'standard', "correct_message" text not null default 'Correct! Great job!', "incorrect_message" text not null default 'So close! Try again next time.', "created_at" timestamptz not null default now());`);

    this.addSql(`create table "trivia_response" ("id" serial primary key, "question_id" int not null, "party_id" int not null, "selected_option" int not null, "timestamp" timestamptz not null default now());`);
    this.addSql(`create index "trivia_response_party_id_index" on "trivia_response" ("party_id");`);
    this.addSql(`alter table "trivia_response" add constraint "trivia_response_one_per_party" unique ("question_id", "party_id");`);

    this.addSql(`alter table "trivia_response" add constraint "trivia_response_question_id_foreign" foreign key ("question_id") references "trivia_question" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "trivia_response" add constraint "trivia_response_party_id_foreign" foreign key ("party_id") references "party" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "trivia_response" drop constraint "trivia_response_question_id_foreign";`);

    this.addSql(`drop table if exists "trivia_question" cascade;`);

    this.addSql(`drop table if exists "trivia_response" cascade;`);
  }

}
