import type { MessageId } from '../../../i18n/useT';

/** Spec §5 "Guest group form": the choices, each with its label in the catalogues. */
export const PAGE_OPTIONS: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: 'home', label: 'nav.home' },
  { value: 'couple', label: 'nav.couple' },
  { value: 'rsvp', label: 'nav.rsvp' },
  { value: 'registry', label: 'nav.registry' },
  { value: 'logistics', label: 'nav.logistics' },
  { value: 'schedule', label: 'nav.schedule' },
  { value: 'polls', label: 'nav.polls' },
  { value: 'trivia', label: 'nav.trivia' },
];

export const PHOTO_VERSIONS: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: 'parents', label: 'admin.photoVersion.parents' },
  { value: 'close-friends', label: 'admin.photoVersion.closeFriends' },
];

export const ACCOMMODATION_VERSIONS: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: 'default', label: 'admin.version.default' },
  { value: 'villa', label: 'admin.version.villa' },
  { value: 'merlot', label: 'admin.accommodations.merlot' },
  { value: 'cabernet', label: 'admin.accommodations.cabernet' },
  { value: 'syrah', label: 'admin.accommodations.syrah' },
  { value: 'carinyena', label: 'admin.accommodations.carinyena' },
  { value: 'garnatxa', label: 'admin.accommodations.garnatxa' },
  { value: 'pinot-noir', label: 'admin.accommodations.pinotNoir' },
  { value: 'malvasia', label: 'admin.accommodations.malvasia' },
  { value: 'moscatell', label: 'admin.accommodations.moscatell' },
  { value: 'xarello', label: 'admin.accommodations.xarello' },
  { value: 'friends-room', label: 'admin.accommodations.friendsRoom' },
];

export const EVENT_SCHEDULE_VERSIONS: ReadonlyArray<{ value: string; label: MessageId }> = [
  { value: 'default', label: 'admin.version.default' },
  { value: 'villa', label: 'admin.version.villa' },
  { value: 'family', label: 'admin.schedule.family' },
  { value: 'bridesmaids', label: 'admin.schedule.bridesmaids' },
  { value: 'groomsmen', label: 'admin.schedule.groomsmen' },
  { value: 'parents', label: 'admin.schedule.parents' },
];

export const ALL_PAGES = PAGE_OPTIONS.map((p) => p.value);
/** Spec §3/§9: a group's pages when none are chosen, and the form's pages after a cancel. */
export const DEFAULT_PAGES = ['home', 'couple', 'rsvp'];

/** The label of a stored value; a value this build does not know shows as it is. */
export function optionLabel(options: ReadonlyArray<{ value: string; label: MessageId }>, value: string): MessageId | undefined {
  return options.find((o) => o.value === value)?.label;
}
