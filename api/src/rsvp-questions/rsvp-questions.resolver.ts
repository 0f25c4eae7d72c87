import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { AdminOnly, RsvpData } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { readerLanguage } from '../i18n/reader-language.js';
import { RsvpStatistics } from '../rsvp/rsvp-statistics.types.js';
import { GuestAttendanceType } from '../rsvp/rsvp.types.js';
import { answersOfGuests } from './rsvp-answers.service.js';
import { questionStatistics } from './rsvp-question-statistics.service.js';
import { allQuestions, createQuestion, deleteQuestion, questionsFor, updateQuestion } from './rsvp-questions.service.js';
import {
  AdminRsvpQuestion,
  GuestRsvpQuestion,
  RsvpAnswerType,
  RsvpQuestionInput,
  RsvpQuestionStatistics,
  RsvpQuestionUpdateInput,
} from './rsvp-question.types.js';

@Resolver()
export class RsvpQuestionsResolver {
  @RsvpData()
  @Query(() => [GuestRsvpQuestion], { description: "The questions the signed-in party's guest group is asked, in the reader's language." })
  rsvpQuestions(
    @Ctx() ctx: Context,
    @Arg('language', () => String, { nullable: true, description: 'en or es; left out: the request’s language.' }) language?: string | null,
  ): Promise<GuestRsvpQuestion[]> {
    return questionsFor(ctx.reads, ctx.user!.id, readerLanguage(ctx, language));
  }

  @AdminOnly()
  @Query(() => [AdminRsvpQuestion], { description: 'Every RSVP question, in both languages.' })
  adminRsvpQuestions(@Ctx() ctx: Context): Promise<AdminRsvpQuestion[]> {
    return allQuestions(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => AdminRsvpQuestion)
  createRsvpQuestion(@Arg('input', () => RsvpQuestionInput) input: RsvpQuestionInput, @Ctx() ctx: Context): Promise<AdminRsvpQuestion> {
    return createQuestion(ctx.em, input);
  }

  @AdminOnly()
  @Mutation(() => AdminRsvpQuestion, { description: 'A reworded option keeps its answers; a new type or per-guest setting removes them.' })
  updateRsvpQuestion(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => RsvpQuestionUpdateInput) input: RsvpQuestionUpdateInput,
    @Ctx() ctx: Context,
  ): Promise<AdminRsvpQuestion> {
    return updateQuestion(ctx.em, id, input);
  }

  @AdminOnly()
  @Mutation(() => Boolean, { description: 'Its answers are deleted with it.' })
  deleteRsvpQuestion(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<boolean> {
    return deleteQuestion(ctx.em, id);
  }
}

interface Batch {
  ids: Set<number>;
  started: boolean;
  loaded: Promise<Map<number, RsvpAnswerType[]>>;
}
/** One read per request for the answers of every row of an attendance list (graphql-js resolves a list's rows in one pass). */
const batches = new WeakMap<Context, Batch>();

function answersFor(ctx: Context, guestId: number): Promise<RsvpAnswerType[]> {
  let batch = batches.get(ctx);
  if (!batch || (batch.started && !batch.ids.has(guestId))) {
    const next: Batch = { ids: new Set(), started: false, loaded: Promise.resolve(new Map()) };
    // The rows of one list ask before the next tick: they share this read.
    next.loaded = new Promise<void>((resolve) => process.nextTick(resolve)).then(() => {
      next.started = true;
      return answersOfGuests(ctx.reads, [...next.ids], ctx.language);
    });
    batches.set(ctx, next);
    batch = next;
  }
  batch.ids.add(guestId);
  return batch.loaded.then((m) => m.get(guestId) ?? []);
}

@Resolver(() => GuestAttendanceType)
export class AttendanceAnswersResolver {
  @FieldResolver(() => [RsvpAnswerType], {
    description: "The answers given with this guest's RSVP: the party's (guestId null) and this guest's own (issue 21 §3).",
  })
  answers(@Root() attendance: GuestAttendanceType, @Ctx() ctx: Context): Promise<RsvpAnswerType[]> {
    return answersFor(ctx, attendance.guestId);
  }
}

@Resolver(() => RsvpStatistics)
export class QuestionStatisticsResolver {
  @FieldResolver(() => [RsvpQuestionStatistics], { description: 'The answers to each RSVP question: counts per option, the text answers listed.' })
  questions(@Ctx() ctx: Context): Promise<RsvpQuestionStatistics[]> {
    return questionStatistics(ctx.em);
  }
}
