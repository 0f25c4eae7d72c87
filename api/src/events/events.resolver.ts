import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AdminOnly, SignedIn } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { readerLanguage } from '../i18n/reader-language.js';
import { GuestAttendanceType } from '../rsvp/rsvp.types.js';
import { RsvpStatistics } from '../rsvp/rsvp-statistics.types.js';
import { eventAnswersOf, eventStatistics } from './event-answers.service.js';
import { adminEvents, createEvent, deleteEvent, partyEvents, updateEvent } from './events.service.js';
import { AdminEventView, EventAnswerView, EventInput, EventStatistics, EventUpdateInput, EventView } from './events.types.js';

const LANGUAGE = { nullable: true, description: 'en or es; when absent, the request’s (?language=, then Accept-Language, then en). An empty Spanish text falls back to English.' };

/**
 * One read of event answers for all the answers a request resolves: the guest ids asked for in
 * one turn of the event loop go in one statement.
 */
const batches = new WeakMap<Context, { ids: Set<number>; result: Promise<Map<number, EventAnswerView[]>> }>();
function answersOfGuest(ctx: Context, guestId: number): Promise<EventAnswerView[]> {
  let batch = batches.get(ctx);
  if (!batch) {
    const ids = new Set<number>();
    const result = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      batches.delete(ctx);
      return eventAnswersOf(ctx.em, [...ids]);
    });
    batch = { ids, result };
    batches.set(ctx, batch);
  }
  batch.ids.add(guestId);
  return batch.result.then((answers) => answers.get(guestId) ?? []);
}

@Resolver()
export class EventsResolver {
  @SignedIn()
  @Query(() => [EventView], { description: 'The events the signed-in party’s guest group is invited to, by start, in the reader’s language.' })
  events(@Arg('language', () => String, LANGUAGE) language: string | null, @Ctx() ctx: Context): Promise<EventView[]> {
    return partyEvents(ctx.reads, ctx.user!.guestGroup, readerLanguage(ctx, language));
  }

  @AdminOnly()
  @Query(() => [AdminEventView], { description: 'Every event, both languages, with its invited groups and answer count.' })
  adminEvents(@Ctx() ctx: Context): Promise<AdminEventView[]> {
    return adminEvents(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => AdminEventView)
  createEvent(@Arg('input', () => EventInput) input: EventInput, @Ctx() ctx: Context): Promise<AdminEventView> {
    return createEvent(ctx.em, input);
  }

  @AdminOnly()
  @Mutation(() => AdminEventView, { description: 'Only the fields given change.' })
  updateEvent(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => EventUpdateInput) input: EventUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<AdminEventView> {
    return updateEvent(ctx.em, id, input);
  }

  @AdminOnly()
  @Mutation(() => Int, { description: 'Deletes the event and every guest’s answer for it; answers how many answers went.' })
  deleteEvent(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<number> {
    return deleteEvent(ctx.em, id);
  }
}

@Resolver(() => GuestAttendanceType)
export class GuestAttendanceEventsResolver {
  @FieldResolver(() => [EventAnswerView], { description: "The guest's answers for the events the party is invited to, by start." })
  events(@Root() answer: GuestAttendanceType & { events?: EventAnswerView[] }, @Ctx() ctx: Context): EventAnswerView[] | Promise<EventAnswerView[]> {
    // The party's own read carries them already (PARTY_ANSWERS_SQL); other lists load them in one batch.
    return answer.events ?? answersOfGuest(ctx, answer.guestId);
  }
}

@Resolver(() => RsvpStatistics)
export class EventStatisticsResolver {
  @FieldResolver(() => [EventStatistics], { description: 'Per event, by start: attending, not attending and no response among the invited.' })
  events(@Ctx() ctx: Context): Promise<EventStatistics[]> {
    return eventStatistics(ctx.em);
  }
}
