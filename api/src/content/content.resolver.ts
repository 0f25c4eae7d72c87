import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { AdminOnly, PageData } from '../auth/auth.decorators.js';
import type { Context } from '../graphql/context.js';
import {
  listSiteTexts,
  logisticsContent,
  registryNote,
  scheduleContent,
  storyContent,
  updateSiteText,
  welcomeMessage,
} from './content.service.js';
import { readerLanguage } from '../i18n/reader-language.js';
import { weddingEvent, weddingIcs } from './wedding-calendar.js';
import { partyCalendarEvents } from '../events/events.service.js';
import { CalendarFile, LogisticsContent, ScheduleContent, SiteTextInput, SiteTextView, StoryContent } from './content.types.js';

const LANGUAGE = { nullable: true, description: 'en or es; when absent, the request’s (?language=, then Accept-Language, then en). An empty text falls back to the other language.' };
const VERSION = { nullable: true, description: 'Admins only: another group’s version to preview. Others may name only their own.' };

@Resolver()
export class ContentResolver {
  @PageData('couple')
  @Query(() => StoryContent, { description: 'How We Met and the timeline of Our Story.' })
  storyContent(@Arg('language', () => String, LANGUAGE) language: string | null, @Ctx() ctx: Context): Promise<StoryContent> {
    return storyContent(ctx.em, readerLanguage(ctx, language));
  }

  @PageData('logistics')
  @Query(() => LogisticsContent, { description: 'The accommodation of the caller’s version (or an admin’s chosen one) and the travel notes.' })
  logisticsContent(
    @Arg('language', () => String, LANGUAGE) language: string | null,
    @Arg('version', () => String, VERSION) version: string | null,
    @Ctx() ctx: Context,
  ): Promise<LogisticsContent> {
    return logisticsContent(ctx.em, ctx.user!, readerLanguage(ctx, language), version);
  }

  @PageData('logistics')
  @Query(() => CalendarFile, { description: 'The wedding as an .ics file (TZID the venue’s timezone): one event per event the party is invited to, else the wedding day; also served at /wedding.ics.' })
  async weddingCalendar(@Ctx() ctx: Context): Promise<CalendarFile> {
    const ics = weddingIcs(await weddingEvent(ctx.em), await partyCalendarEvents(ctx.em, ctx.user!.guestGroup, readerLanguage(ctx)));
    return { filename: 'wedding.ics', contentType: 'text/calendar; charset=utf-8', base64: Buffer.from(ics).toString('base64') };
  }

  @PageData('schedule')
  @Query(() => ScheduleContent, { description: 'The Event Schedule of the caller’s version (or an admin’s chosen one).' })
  scheduleContent(
    @Arg('language', () => String, LANGUAGE) language: string | null,
    @Arg('version', () => String, VERSION) version: string | null,
    @Ctx() ctx: Context,
  ): Promise<ScheduleContent> {
    return scheduleContent(ctx.em, ctx.user!, readerLanguage(ctx, language), version);
  }

  @PageData('home')
  @Query(() => String, { nullable: true, description: 'The caller’s guest group’s welcome message (HTML) in the request’s language (?language=, then Accept-Language), or null.' })
  welcomeMessage(@Ctx() ctx: Context): Promise<string | null> {
    return welcomeMessage(ctx.em, ctx.user!, readerLanguage(ctx));
  }

  @PageData('registry')
  @Query(() => String, { nullable: true, description: 'The caller’s guest group’s registry note (customRegistry, HTML) in the request’s language, or null.' })
  registryNote(@Ctx() ctx: Context): Promise<string | null> {
    return registryNote(ctx.em, ctx.user!, readerLanguage(ctx));
  }

  @AdminOnly()
  @Query(() => [SiteTextView], { description: 'Every text of the Site Content panel, both languages as stored (Markdown).' })
  siteTexts(@Ctx() ctx: Context): Promise<SiteTextView[]> {
    return listSiteTexts(ctx.em);
  }

  @AdminOnly()
  @Mutation(() => SiteTextView, { description: 'Saves both languages of one text.' })
  updateSiteText(
    @Arg('key', () => String) key: string,
    @Arg('input', () => SiteTextInput) input: SiteTextInput,
    @Ctx() ctx: Context,
  ): Promise<SiteTextView> {
    return updateSiteText(ctx.em, key, input);
  }
}
