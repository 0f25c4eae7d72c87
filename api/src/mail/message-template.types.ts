import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType('MessageTemplate', { description: "The couple's wording of one kind of message, both languages (Markdown body); the built-in one until edited." })
export class MessageTemplateType {
  @Field(() => String, { description: 'invitation, reminder, confirmation or update.' })
  kind!: string;

  @Field(() => String)
  subject!: string;

  @Field(() => String, { description: 'Empty: Spanish parties get the English subject.' })
  subjectEs!: string;

  @Field(() => String, { description: 'Markdown.' })
  body!: string;

  @Field(() => String, { description: 'Markdown. Empty: Spanish parties get the English body.' })
  bodyEs!: string;

  @Field(() => Boolean, { description: 'True while the couple has not edited it (or restored the default).' })
  isDefault!: boolean;

  @Field(() => [String], { description: 'The placeholders its subject may use, e.g. partyName for {{partyName}}.' })
  subjectPlaceholders!: string[];

  @Field(() => [String], { description: 'The placeholders its body may use.' })
  bodyPlaceholders!: string[];

  @Field(() => [String], { description: 'Placeholders this kind must keep (a confirmation its answers, an update its message and subject).' })
  requiredPlaceholders!: string[];
}

@InputType({ description: 'Both languages of one template. Placeholders are {{name}}; {{#name}}…{{/name}} keeps its text only when name has a value.' })
export class MessageTemplateInput {
  @Field(() => String, { description: 'One line.' })
  subject!: string;

  @Field(() => String, { nullable: true, description: 'One line; empty falls back to the English.' })
  subjectEs?: string | null;

  @Field(() => String, { description: 'Markdown.' })
  body!: string;

  @Field(() => String, { nullable: true, description: 'Markdown; empty falls back to the English.' })
  bodyEs?: string | null;
}

@ObjectType('MessagePreview', { description: 'A template as one party would receive it, with sample party details and the real wedding details.' })
export class MessagePreviewType {
  @Field(() => String)
  subject!: string;

  @Field(() => String, { description: 'The HTML part (a whole document, sanitized).' })
  html!: string;

  @Field(() => String, { description: 'The plain-text part.' })
  text!: string;
}
