import 'reflect-metadata';
import { buildSchema } from 'type-graphql';
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


let built: Promise<GraphQLSchema> | undefined;

export function getSchema(): Promise<GraphQLSchema> {
  built ??= buildSchema({
    resolvers,
    authChecker,
    directives: [...specifiedDirectives, ...schemaDirectives],
    validate: { forbidUnknownValues: false },
  });
  return built;
}

/** The committed schema.graphql: sorted, with the role directives visible. */
export async function printSchemaFile(): Promise<string> {
  return printSchemaWithDirectives(lexicographicSortSchema(await getSchema())) + '\n';
}
