import { Migration } from '@mikro-orm/migrations';

export class Migration20261126044229_polls_trivia_spanish extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table "poll" add column "question_es" text not null default '', add column "options_es" jsonb not null default '[]';`);

    this.addSql(`alter table "trivia_question" add column "question_es" text not null default '', add column "options_es" jsonb not null default '[]', add column "correct_message_es" text not null default '', add column "incorrect_message_es" text not null default '';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "poll" drop column "question_es", drop column "options_es";`);

    this.addSql(`alter table "trivia_question" drop column "question_es", drop column "options_es", drop column "correct_message_es", drop column "incorrect_message_es";`);
  }

}
