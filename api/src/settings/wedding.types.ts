import { Field, InputType, ObjectType } from 'type-graphql';

@ObjectType({ description: 'The wedding facts every page reads from one place.' })
export class Wedding {
  @Field(() => String, { description: 'As shown in the landing hero, e.g. "Alex & Jordan".' })
  coupleNames!: string;

  @Field(() => String)
  partnerOneName!: string;

  @Field(() => String)
  partnerTwoName!: string;

  @Field(() => String, { description: 'ISO date of the wedding day.' })
  date!: string;

  @Field(() => String, { description: 'The date as guests read it, e.g. "June 11, 2026".' })
  dateText!: string;

  @Field(() => String, { nullable: true, description: 'The ceremony\'s start, HH:MM in the wedding\'s timezone; null when not set.' })
  ceremonyTime!: string | null;

  @Field(() => String, { description: 'IANA timezone of the venue.' })
  timezone!: string;

  @Field(() => String, { description: 'The country\'s name in English, e.g. "Spain".' })
  country!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code of the country, e.g. "ES" (pages name it in the reader\'s language).' })
  countryCode!: string;
}

@ObjectType({ description: 'Where the wedding takes place (travel page data).' })
export class Venue {
  @Field(() => String)
  name!: string;

  @Field(() => String, { description: 'Street, city and country (in English) on one line.' })
  address!: string;

  @Field(() => String, { description: 'The street address; may be empty.' })
  street!: string;

  @Field(() => String, { description: 'May be empty.' })
  city!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code, e.g. "ES".' })
  countryCode!: string;

  @Field(() => String, { description: 'The couple\'s maps link, or a maps search for the venue and its address.' })
  mapsUrl!: string;
}

@ObjectType({ description: 'The wedding details as the couple saved them (the dashboard\'s Wedding Details form).' })
export class WeddingDetails {
  @Field(() => String)
  partnerOneName!: string;

  @Field(() => String)
  partnerTwoName!: string;

  @Field(() => String, { description: 'YYYY-MM-DD' })
  date!: string;

  @Field(() => String, { description: 'HH:MM, or empty' })
  ceremonyTime!: string;

  @Field(() => String)
  timezone!: string;

  @Field(() => String)
  venueName!: string;

  @Field(() => String, { description: 'The street address.' })
  venueAddress!: string;

  @Field(() => String)
  venueCity!: string;

  @Field(() => String, { description: 'ISO 3166-1 alpha-2 code.' })
  country!: string;

  @Field(() => String, { description: 'The couple\'s own maps link; empty when the site makes one from the address.' })
  mapsUrl!: string;

  @Field(() => String, { description: 'The registry\'s ISO 4217 currency (the payment settings\' currency).' })
  currency!: string;
}

@InputType({ description: 'Only the fields given change; a blank optional field (ceremonyTime, venueAddress, venueCity, mapsUrl) clears it.' })
export class WeddingInput {
  @Field(() => String, { nullable: true, description: 'Both names as one text; the partners\' names replace it.' })
  coupleNames?: string;

  @Field(() => String, { nullable: true })
  partnerOneName?: string;

  @Field(() => String, { nullable: true })
  partnerTwoName?: string;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD' })
  date?: string;

  @Field(() => String, { nullable: true, description: 'HH:MM on a 24-hour clock, e.g. 17:30' })
  ceremonyTime?: string;

  @Field(() => String, { nullable: true, description: 'An IANA timezone, e.g. Europe/Madrid' })
  timezone?: string;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 code, e.g. ES' })
  country?: string;

  @Field(() => String, { nullable: true })
  venueName?: string;

  @Field(() => String, { nullable: true, description: 'The street address.' })
  venueAddress?: string;

  @Field(() => String, { nullable: true })
  venueCity?: string;

  @Field(() => String, { nullable: true, description: 'An https:// maps link; blank: made from the address.' })
  mapsUrl?: string;

  @Field(() => String, { nullable: true, description: 'The registry\'s ISO 4217 currency, e.g. EUR.' })
  currency?: string;
}

@ObjectType({ description: 'A new site\'s set-up steps, each ticked from the data.' })
export class SetupChecklist {
  @Field(() => Boolean, { description: 'The partners\' names, the date and the venue are saved.' })
  weddingDetails!: boolean;

  @Field(() => Boolean, { description: 'At least one guest outside the admins\' parties.' })
  guests!: boolean;

  @Field(() => Boolean, { description: 'Meal options and an RSVP deadline are set.' })
  rsvpOptions!: boolean;

  @Field(() => Boolean, { description: 'The couple copied the site\'s address to share it.' })
  siteShared!: boolean;

  @Field(() => Boolean)
  complete!: boolean;
}
