import type { ErrorDetails } from '../../apollo/errors';
import type { GuestAttendanceInput, RsvpAnswerFieldsFragment, RsvpGuestFieldsFragment, RsvpPageQuery } from './gql/graphql';

export type RsvpGuest = RsvpGuestFieldsFragment;
export type RsvpAnswer = RsvpAnswerFieldsFragment;
export type RsvpOptions = RsvpPageQuery['rsvpOptions'];

/** What the form holds for one guest. */
export interface GuestAnswer {
  attending: boolean;
  dietaryRestrictions: string;
  /** One of the meal options, or '' while none is chosen. */
  mealPreference: string;
}

export type GuestAnswers = Record<number, GuestAnswer>;
export type GuestErrors = Partial<Record<number, ErrorDetails>>;

/** The server matches meals ignoring case; the form shows the option as the couple wrote it. */
function offeredMeal(saved: string | null, mealOptions: readonly string[]): string {
  const wanted = saved?.trim().toLowerCase();
  return (wanted && mealOptions.find((m) => m.toLowerCase() === wanted)) || '';
}

/**
 * The same meals in the other language (the header's language switch refetches the options):
 * each guest's choice follows its meal by position. A list of another length is another menu:
 * choices stay as they are.
 */
export function followMeals(values: GuestAnswers, before: readonly string[], after: readonly string[]): GuestAnswers {
  if (before.length !== after.length || before.every((m, i) => m === after[i])) return values;
  return Object.fromEntries(
    Object.entries(values).map(([id, answer]) => {
      const i = before.findIndex((m) => m.toLowerCase() === answer.mealPreference.toLowerCase());
      return [id, i >= 0 ? { ...answer, mealPreference: after[i] } : answer];
    }),
  );
}

/** Spec §4: each guest's attending toggle starts from the existing answer, default false. */
export function initialAnswers(guests: readonly RsvpGuest[], answers: readonly RsvpAnswer[], mealOptions: readonly string[]): GuestAnswers {
  const byGuest = new Map(answers.map((a) => [a.guestId, a]));
  return Object.fromEntries(
    guests.map((guest) => {
      const saved = byGuest.get(guest.id);
      return [
        guest.id,
        {
          attending: saved?.attending === true,
          dietaryRestrictions: saved?.dietaryRestrictions ?? '',
          mealPreference: offeredMeal(saved?.mealPreference ?? null, mealOptions),
        },
      ];
    }),
  );
}

/**
 * The same rule the server applies (it stays the judge): when meals are offered, every
 * attending guest needs one. The message names the guest, as the server's does.
 */
export function validateAnswers(guests: readonly RsvpGuest[], values: GuestAnswers, mealOptions: readonly string[]): GuestErrors {
  if (!mealOptions.length) return {};
  const errors: GuestErrors = {};
  for (const guest of guests) {
    const answer = values[guest.id];
    if (answer?.attending && !answer.mealPreference) {
      errors[guest.id] = { message: `Please choose a meal for ${guest.firstName}`, messageCode: 'MEAL_REQUIRED', params: { name: guest.firstName } };
    }
  }
  return errors;
}

/** One answer per guest; notes and meals only for guests who are coming (spec §5). */
export function attendanceData(guests: readonly RsvpGuest[], values: GuestAnswers, mealOptions: readonly string[]): GuestAttendanceInput[] {
  return guests.map((guest) => {
    const { attending, dietaryRestrictions, mealPreference } = values[guest.id];
    return {
      guestId: guest.id,
      attending,
      dietaryRestrictions: attending ? dietaryRestrictions.trim() || null : null,
      mealPreference: attending && mealOptions.length ? mealPreference || null : null,
    };
  });
}

/** The guest a server error names by its `attendanceData[i].…` field, if any. */
export function guestOfErrorField(field: unknown, guests: readonly RsvpGuest[], sent: readonly GuestAttendanceInput[]): RsvpGuest | undefined {
  const index = typeof field === 'string' ? /^attendanceData\[(\d+)\]\./.exec(field)?.[1] : undefined;
  const guestId = index === undefined ? undefined : sent[Number(index)]?.guestId;
  return guests.find((g) => g.id === guestId);
}

export const fullName = (guest: Pick<RsvpGuest, 'firstName' | 'lastName'>) => `${guest.firstName} ${guest.lastName}`;
