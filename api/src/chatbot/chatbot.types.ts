import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'Whether the AI assistant is switched on (its button shows to everyone when it is).' })
export class ChatbotEnabled {
  @Field(() => Boolean)
  enabled!: boolean;
}

@InputType()
export class ChatbotEnabledInput {
  @Field(() => Boolean)
  enabled!: boolean;
}

@ObjectType({ description: 'What the assistant answers from.' })
export class ChatbotContext {
  @Field(() => String, { description: "The couple's story and important details; empty when none is written." })
  context!: string;

  @Field(() => String, { description: 'The same in Spanish, read for questions in Spanish; empty when none is written (those questions then read the English one).' })
  contextEs!: string;

  @Field(() => String, {
    description: "couple: the assistant answers from the context above; site: none is written, so it answers from the site's own content each guest may see (wedding facts, RSVP details, story, travel, schedule).",
  })
  source!: string;

  @Field(() => String, { description: 'offline: the built-in answerer (no model configured); openai-compatible: the model of CHATBOT_MODEL.' })
  provider!: string;

  @Field(() => String, { nullable: true, description: 'The configured model, when there is one.' })
  model!: string | null;
}

@InputType()
export class ChatbotContextInput {
  @Field(() => String, { description: 'At most 20,000 characters; empty clears it.' })
  context!: string;

  @Field(() => String, { nullable: true, description: 'The context in Spanish, at most 20,000 characters; empty clears it; absent leaves it as it is.' })
  contextEs?: string | null;
}

@InputType()
export class ChatInput {
  @Field(() => String, { description: 'Trimmed; 1 to 500 characters.' })
  question!: string;

  @Field(() => String, { nullable: true, description: 'en or es: the visitor’s chosen language, used when the question’s own is unclear.' })
  language?: string | null;
}

@ObjectType({ description: "The assistant's reply." })
export class ChatAnswer {
  @Field(() => String)
  response!: string;
}
