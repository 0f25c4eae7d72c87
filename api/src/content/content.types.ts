import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'One entry of the "Our Journey Together" timeline.' })
export class TimelineEntry {
  @Field(() => String, { description: 'e.g. Fall' })
  season!: string;

  @Field(() => String)
  year!: string;

  @Field(() => String)
  title!: string;

  @Field(() => String, { description: 'Sanitised HTML from the couple’s Markdown.' })
  text!: string;
}

@ObjectType({ description: 'The couple’s words on Our Story, in the language asked for.' })
export class StoryContent {
  @Field(() => String, { description: 'Sanitised HTML.' })
  howWeMet!: string;

  @Field(() => [TimelineEntry])
  timeline!: TimelineEntry[];
}

@ObjectType({ description: 'The couple’s words on Travel & Accommodations. HTML fields are sanitised.' })
export class LogisticsContent {
  @Field(() => String, { description: 'The accommodation version shown (unknown versions show default).' })
  version!: string;

  @Field(() => String, { nullable: true, description: 'HTML; null when the caller sees the "Additional Details" card instead (no canRsvp).' })
  accommodation!: string | null;

  @Field(() => String, { description: 'HTML shown under the wedding date.' })
  venueNote!: string;

  @Field(() => String, { description: 'HTML: how to get to the venue from the airport.' })
  fromAirport!: string;

  @Field(() => String, { description: 'HTML: how to get to the venue from Barcelona.' })
  fromBarcelona!: string;

  @Field(() => String, { nullable: true, description: 'HTML: the caller’s guest group’s own travel note (customLogistics).' })
  groupNote!: string | null;

  @Field(() => String, { description: '"Add to Calendar" on a calendar service: the wedding day at the venue, in its timezone.' })
  calendarUrl!: string;
}

@ObjectType({ description: 'The wedding as an iCalendar file to download.' })
export class CalendarFile {
  @Field(() => String)
  filename!: string;

  @Field(() => String)
  contentType!: string;

  @Field(() => String, { description: "The file's bytes, Base64-encoded." })
  base64!: string;
}

@ObjectType({ description: 'The Event Schedule text of one version.' })
export class ScheduleContent {
  @Field(() => String, { description: 'default, bridesmaids, groomsmen or parents (any other version shows default).' })
  version!: string;

  @Field(() => String, { description: 'Sanitised HTML.' })
  text!: string;
}

@ObjectType('SiteText', { description: 'One of the couple’s texts as stored, for the Site Content panel.' })
export class SiteTextView {
  @Field(() => String)
  key!: string;

  @Field(() => String, { description: 'couple, logistics or schedule: the page it appears on.' })
  page!: string;

  @Field(() => String, { description: 'markdown or plain' })
  format!: string;

  @Field(() => String)
  en!: string;

  @Field(() => String)
  es!: string;
}

@InputType({ description: 'Both languages of one text; an empty one falls back to the other.' })
export class SiteTextInput {
  @Field(() => String)
  en!: string;

  @Field(() => String)
  es!: string;
}
