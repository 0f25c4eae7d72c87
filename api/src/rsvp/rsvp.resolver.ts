import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, PageData, RsvpData } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import { allAttendance, allRsvps, attendanceIn, submitAttendance, submitOwnAttendance } from './rsvp.service.js';
import { getRsvpOptions, guestRsvpOptions, updateRsvpOptions } from './rsvp-options.service.js';
import { readerLanguage } from '../i18n/reader-language.js';
import { rsvpStatistics, statisticsGuests } from './rsvp-statistics.service.js';
import { RsvpStatistics, StatisticsGuest } from './rsvp-statistics.types.js';
import {
  GuestAttendanceInput,
  GuestAttendanceType,
  AdminRsvpOptionsType,
  RsvpOptionsInput,
  RsvpOptionsType,
  RsvpType,
  attendanceView,
  rsvpView,
} from './rsvp.types.js';
import { RsvpAnswerInput } from '../rsvp-questions/rsvp-question.types.js';

@Resolver()
export class RsvpResolver {
  @RsvpData()
  @Query(() => [GuestAttendanceType], { description: "The signed-in party's answers, each meal in the request's language." })
  guestAttendance(@Ctx() ctx: Context): Promise<GuestAttendanceType[]> {
    // The fork only when the meals need translating (getRsvpOptions): the hot read skips it.
    const language = readerLanguage(ctx);
    return language === 'en' ? attendanceIn(ctx.reads, ctx.user!.id, language) : attendanceIn(ctx.em, ctx.user!.id, language, ctx.reads);
  }

  @RsvpData()
  @Mutation(() => [GuestAttendanceType], {
    description: "Answers for the signed-in party's guests, all or none; returns the party's answers.",
  })
  submitGuestAttendance(
    @Arg('attendanceData', () => [GuestAttendanceInput]) attendanceData: GuestAttendanceInput[],
    @Ctx() ctx: Context,
    // issue 21 §3: answers to the couple's questions, written with the attendance or not at all
    @Arg('answers', () => [RsvpAnswerInput], { nullable: true }) answers?: RsvpAnswerInput[] | null,
  ): Promise<GuestAttendanceType[]> {
    return submitOwnAttendance(ctx.em, ctx.user!, attendanceData, { answers, language: readerLanguage(ctx) });
  }

  @PageData('rsvp')
  @Query(() => RsvpOptionsType, { description: 'The deadline and meal options the RSVP form follows, the meals in the request’s language.' })
  rsvpOptions(@Ctx() ctx: Context): Promise<RsvpOptionsType> {
    return guestRsvpOptions(ctx.em, readerLanguage(ctx));
  }

  @AdminOnly()
  @Query(() => AdminRsvpOptionsType, { description: 'The RSVP settings with the meal options in English and Spanish.' })
  adminRsvpOptions(@Ctx() ctx: Context): Promise<AdminRsvpOptionsType> {
    return getRsvpOptions(ctx.em);
  }

  @AdminOnly()
  @Query(() => [RsvpType])
  async rsvps(@Ctx() ctx: Context): Promise<RsvpType[]> {
    return (await allRsvps(ctx.em)).map(rsvpView);
  }

  @AdminOnly()
  @Mutation(() => [GuestAttendanceType], { description: "Changes a party's answers, also after the deadline." })
  updateRsvp(
    @Arg('userId', () => Int, { description: "The party's id." }) userId: number,
    @Arg('attendanceData', () => [GuestAttendanceInput]) attendanceData: GuestAttendanceInput[],
    @Ctx() ctx: Context,
    // issue 21 §3: the couple may record answers too; required ones are not enforced on them
    @Arg('answers', () => [RsvpAnswerInput], { nullable: true }) answers?: RsvpAnswerInput[] | null,
  ): Promise<GuestAttendanceType[]> {
    return submitAttendance(ctx.em, userId, attendanceData, { lateAllowed: true, answers, language: ctx.language });
  }

  @AdminOnly()
  @Query(() => [GuestAttendanceType], { description: "Every guest's answer." })
  async allGuestAttendance(@Ctx() ctx: Context): Promise<GuestAttendanceType[]> {
    return (await allAttendance(ctx.em)).map(attendanceView);
  }

  @AdminOnly()
  @Query(() => RsvpStatistics)
  rsvpStatistics(@Ctx() ctx: Context): Promise<Omit<RsvpStatistics, 'guests'>> {
    return rsvpStatistics(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => AdminRsvpOptionsType)
  updateRsvpOptions(@Arg('input', () => RsvpOptionsInput) input: RsvpOptionsInput, @Ctx() ctx: Context): Promise<AdminRsvpOptionsType> {
    return updateRsvpOptions(ctx.em, input);
  }
}

@Resolver(() => RsvpStatistics)
export class StatisticsGuestsResolver {
  /** Read only when asked for: the counts above no longer need every guest (issue 23). */
  @FieldResolver(() => [StatisticsGuest])
  guests(@Ctx() ctx: Context): Promise<StatisticsGuest[]> {
    return statisticsGuests(ctx.em);
  }
}
