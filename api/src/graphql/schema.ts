import 'reflect-metadata';
import { ArgumentValidationError, buildSchema } from 'type-graphql';
import { validateOrReject, type ValidationError, type ValidatorOptions } from 'class-validator';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { lexicographicSortSchema, specifiedDirectives, type GraphQLSchema } from 'graphql';
import { authChecker, schemaDirectives } from '../auth/auth.decorators.js';
import { AuthResolver } from '../auth/auth.resolver.js';
import { PartyResolver } from '../parties/party.resolver.js';
import { GuestGroupResolver } from '../guest-groups/guest-group.resolver.js';
import { SettingsResolver } from '../settings/settings.resolver.js';
import { PartyGuestResolver } from '../party-guests/party-guest.resolver.js';
import { RsvpResolver, StatisticsGuestsResolver } from '../rsvp/rsvp.resolver.js';
import { SpreadsheetResolver } from '../spreadsheets/spreadsheet.resolver.js';
import { RegistryResolver } from '../registry/registry.resolver.js';
import { PollsResolver } from '../polls/polls.resolver.js';
import { ContentResolver } from '../content/content.resolver.js';
import { TriviaResolver } from '../trivia/trivia.resolver.js';
import { SiteImagesResolver } from '../site-images/site-images.resolver.js';
import { ChatbotResolver } from '../chatbot/chatbot.resolver.js';
import { BackupResolver } from '../backup/backup.resolver.js';
import { PersonalLinkResolver } from '../personal-links/personal-link.resolver.js';
import { InvitationCardsResolver } from '../invitation-cards/invitation-cards.resolver.js';
import { EventStatisticsResolver, EventsResolver, GuestAttendanceEventsResolver } from '../events/events.resolver.js';
import { AttendanceAnswersResolver, QuestionStatisticsResolver, RsvpQuestionsResolver } from '../rsvp-questions/rsvp-questions.resolver.js';
import { MailResolver } from '../mail/mail.resolver.js';
import { MessageTemplateResolver } from '../mail/message-template.resolver.js';

export const resolvers = [AuthResolver, PartyResolver, GuestGroupResolver, SettingsResolver, PartyGuestResolver, RsvpResolver, StatisticsGuestsResolver, SpreadsheetResolver, RegistryResolver, PollsResolver, ContentResolver, TriviaResolver, SiteImagesResolver, ChatbotResolver, BackupResolver, PersonalLinkResolver, InvitationCardsResolver, EventsResolver, GuestAttendanceEventsResolver, EventStatisticsResolver,
  // issue 21 §3
  RsvpQuestionsResolver, AttendanceAnswersResolver, QuestionStatisticsResolver,
  // issue 22
  MailResolver, MessageTemplateResolver] as const;


const isObject = (value: unknown): value is object => value !== null && typeof value === 'object';
const VALIDATOR_OPTIONS: ValidatorOptions = { forbidUnknownValues: false, skipMissingProperties: true };

/**
 * type-graphql's own argument validation (class-validator's decorators on input classes, the
 * same options), with class-validator imported once: type-graphql's default runs
 * `await import('class-validator')` for every object argument of every request, a module
 * resolution through tsx's loader each time (issue 23 §6: about 5 % of a sign-in's CPU).
 */
async function validateArgument(value: unknown): Promise<void> {
  if (!isObject(value)) return;
  try {
    if (Array.isArray(value)) await Promise.all(value.filter(isObject).map((item) => validateOrReject(item, VALIDATOR_OPTIONS)));
    else await validateOrReject(value, VALIDATOR_OPTIONS);
  } catch (err) {
    throw new ArgumentValidationError(err as ValidationError[]);
  }
}

let built: Promise<GraphQLSchema> | undefined;

export function getSchema(): Promise<GraphQLSchema> {
  // No globalMiddlewares: rest/plain-read.ts reads a field without resolver, middleware or role
  // straight from its object, as type-graphql's resolver for it does when no middleware applies.
  built ??= buildSchema({
    resolvers,
    authChecker,
    directives: [...specifiedDirectives, ...schemaDirectives],
    validateFn: validateArgument,
  });
  return built;
}

/** The committed schema.graphql: sorted, with the role directives visible. */
export async function printSchemaFile(): Promise<string> {
  return printSchemaWithDirectives(lexicographicSortSchema(await getSchema())) + '\n';
}
