import type { ErrorDetails } from '../../apollo/errors';
import type { RsvpAnswerFieldsFragment, RsvpGuestFieldsFragment, RsvpPageQuery } from './gql/graphql';

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

export const fullName = (guest: Pick<RsvpGuest, 'firstName' | 'lastName'>) => `${guest.firstName} ${guest.lastName}`;
