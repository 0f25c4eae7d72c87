import { Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { useT, type MessageId } from '../../../i18n/useT';
import { fieldStyle, FormField } from '../FormField';
import type { GuestRsvpStatus, PartySort } from '../gql/graphql';
import { STATUS_OF, STATUS_TEXT } from '../party-guests/guestStatus';
import { useMealName } from '../rsvp-options/useMealName';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';

export interface PartyListState {
  search: string;
  guestGroup: string;
  rsvpStatus: GuestRsvpStatus | '';
  meal: string;
  sort: PartySort;
}

export const INITIAL_PARTY_LIST: PartyListState = { search: '', guestGroup: '', rsvpStatus: '', meal: '', sort: 'NAME' };

const SORTS: Record<PartySort, MessageId> = {
  NAME: 'admin.parties.sortName',
  NAME_DESC: 'admin.parties.sortNameDesc',
  ZIP_CODE: 'admin.parties.sortZip',
  NEWEST: 'admin.parties.sortNewest',
  GUESTS: 'admin.parties.sortGuests',
};
const STATUSES: GuestRsvpStatus[] = ['ATTENDING', 'NOT_ATTENDING', 'PENDING', 'NO_RSVP'];

interface PartyFiltersProps {
  state: PartyListState;
  onChange: (patch: Partial<PartyListState>) => void;
  groups: ReadonlyArray<{ id: number; name: string }>;
  meals: readonly string[];
}

/** "Parties and Guests": search, the group, status and meal filters, and the order (issue 23); the server applies them. */
export function PartyFilters({ state, onChange, groups, meals }: PartyFiltersProps) {
  const t = useT();
  const mealName = useMealName();
  const select = (label: string, value: string, onSelect: (value: string) => void, options: Array<[string, string]>) => (
    <FormField label={label}>
      <NativeSelectRoot size="sm">
        <NativeSelect.Field {...fieldStyle} value={value} onChange={(e) => onSelect(e.currentTarget.value)}>
          {options.map(([v, text]) => (
            <option key={v} value={v}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelectRoot>
    </FormField>
  );
  return (
    <SimpleGrid role="search" aria-label={t('admin.parties.filters')} columns={{ base: 1, sm: 2, lg: meals.length ? 5 : 4 }} gap="3" mb="4" alignItems="end">
      <FormField label={t('admin.parties.search')} helper={t('admin.parties.searchHint')}>
        <Input {...fieldStyle} size="sm" type="search" value={state.search} onChange={(e) => onChange({ search: e.currentTarget.value })} autoComplete="off" />
      </FormField>
      {select(t('admin.parties.filterGroup'), state.guestGroup, (guestGroup) => onChange({ guestGroup }), [
        ['', t('admin.parties.anyGroup')],
        ...groups.map((g): [string, string] => [g.name, g.name]),
      ])}
      {select(t('admin.parties.filterStatus'), state.rsvpStatus, (rsvpStatus) => onChange({ rsvpStatus: rsvpStatus as GuestRsvpStatus | '' }), [
        ['', t('admin.parties.anyStatus')],
        ...STATUSES.map((s): [string, string] => [s, t(STATUS_TEXT[STATUS_OF[s]])]),
      ])}
      {meals.length > 0 &&
        select(t('admin.parties.filterMeal'), state.meal, (meal) => onChange({ meal }), [['', t('admin.parties.anyMeal')], ...meals.map((m): [string, string] => [m, mealName(m)])])}
      {select(t('admin.parties.sort'), state.sort, (sort) => onChange({ sort: sort as PartySort }), Object.entries(SORTS).map(([s, key]): [string, string] => [s, t(key)]))}
    </SimpleGrid>
  );
}
