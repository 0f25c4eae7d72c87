import { useState, type KeyboardEvent } from 'react';
import { Button, chakra, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { UserPlus } from 'lucide-react';
import type { ErrorDetails } from '../../apollo/errors';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';
import { fullName, type RsvpGuest } from './rsvpAnswers';
import type { PlusOneName, PlusOneResult, PlusOnesState } from './usePlusOnes';

/** The server's limit for a name (api/src/party-guests/party-guest.service.ts). */
const MAX_NAME_LENGTH = 100;

const fieldStyle = { bg: 'white', borderColor: 'sage.200', size: 'lg', fontSize: 'md' } as const;

interface PlusOnesProps {
  /** The party's plus-ones, in the list's order. */
  plusOnes: RsvpGuest[];
  /** How many the couple allows; the section shows only when it is above 0. */
  allowed: number;
  state: PlusOnesState;
  /** After a plus-one is named: their answer block is ticked as coming. */
  onAdded?: (guest: RsvpGuest) => void;
}

/**
 * "Bringing a guest?" (issue 21 §1): the party names the guests its allowance covers, first
 * and last name, and may change or remove them until the deadline. Inside the RSVP form, so
 * its buttons are plain buttons and Enter in a name field names the guest rather than submitting the RSVP.
 */
export function PlusOnes({ plusOnes, allowed, state, onAdded }: PlusOnesProps) {
  const t = useT();
  const [editing, setEditing] = useState<number | null>(null);
  const left = allowed - plusOnes.length;
  return (
    <Stack as="section" gap="3" aria-labelledby="rsvp-plus-ones" borderWidth="1px" borderColor="blush.200" bg="white" rounded="xl" p={{ base: '3', sm: '5' }}>
      <Heading as="h2" id="rsvp-plus-ones" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="medium" color="sage.800">
        {t('rsvp.plusOnes.title')}
      </Heading>
      <Text color="fg.muted">{t('rsvp.plusOnes.hint', { max: allowed })}</Text>
      {plusOnes.length > 0 && (
        <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2" aria-label={t('rsvp.plusOnes.named')}>
          {plusOnes.map((guest) => (
            <chakra.li key={guest.id} borderWidth="1px" borderColor="ivory.200" rounded="lg" px="3" py="2">
              {editing === guest.id ? (
                <NameFields
                  idPrefix={`plus-one-${guest.id}`}
                  initial={guest}
                  action={t('rsvp.plusOnes.save')}
                  busy={state.busy}
                  onSubmit={async (name) => {
                    const result = await state.rename(guest.id, name);
                    if (result.ok) setEditing(null);
                    return result;
                  }}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <Flex align="center" gap="2" wrap="wrap" justify="space-between">
                  <Text fontWeight="semibold" color="ink" overflowWrap="anywhere">
                    {fullName(guest)}
                  </Text>
                  <Flex gap="2">
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      colorPalette="sage"
                      onClick={() => setEditing(guest.id)}
                      disabled={state.busy}
                      aria-label={`${t('rsvp.plusOnes.change')} ${fullName(guest)}`}
                    >
                      {t('rsvp.plusOnes.change')}
                    </Button>
                    <RemoveButton guest={guest} state={state} />
                  </Flex>
                </Flex>
              )}
            </chakra.li>
          ))}
        </chakra.ul>
      )}
      {left > 0 ? (
        <NameFields
          key={plusOnes.length}
          idPrefix="plus-one-new"
          action={t('rsvp.plusOnes.add')}
          icon
          busy={state.busy}
          onSubmit={async (name) => {
            const result = await state.add(name);
            if (result.ok && result.guest) onAdded?.(result.guest);
            return result;
          }}
        />
      ) : (
        <Text color="fg.muted" fontSize="sm">
          {t('rsvp.plusOnes.allNamed')}
        </Text>
      )}
    </Stack>
  );
}

function RemoveButton({ guest, state }: { guest: RsvpGuest; state: PlusOnesState }) {
  const t = useT();
  const errorText = useErrorText();
  const [error, setError] = useState<ErrorDetails | null>(null);
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={state.busy}
        aria-label={`${t('rsvp.plusOnes.remove')} ${fullName(guest)}`}
        onClick={async () => {
          const result = await state.remove(guest.id);
          setError(result.ok ? null : result.error);
        }}
      >
        {t('rsvp.plusOnes.remove')}
      </Button>
      {error && (
        <Text role="alert" color="red.700" fontSize="sm" w="full">
          {errorText(error)}
        </Text>
      )}
    </>
  );
}

interface NameFieldsProps {
  idPrefix: string;
  initial?: PlusOneName;
  action: string;
  icon?: boolean;
  busy: boolean;
  onSubmit: (name: PlusOneName) => Promise<PlusOneResult>;
  onCancel?: () => void;
}

/** First and last name, both required, with the server's message beside them when it refuses. */
function NameFields({ idPrefix, initial, action, icon, busy, onSubmit, onCancel }: NameFieldsProps) {
  const t = useT();
  const errorText = useErrorText();
  const [name, setName] = useState<PlusOneName>({ firstName: initial?.firstName ?? '', lastName: initial?.lastName ?? '' });
  const [error, setError] = useState<ErrorDetails | null>(null);
  const [missing, setMissing] = useState(false);
  const errorId = `${idPrefix}-error`;
  const submit = async () => {
    // Both names, as the server asks; said here before anything is sent.
    if (!name.firstName.trim() || !name.lastName.trim()) return setMissing(true);
    const result = await onSubmit(name);
    setError(result.ok ? null : result.error);
  };
  const message = missing ? t('rsvp.plusOnes.nameRequired') : error ? errorText(error) : null;
  // Enter names the guest; the RSVP form around these fields is sent only by its own button.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    void submit();
  };
  const field = (key: keyof PlusOneName, label: string, autoComplete: string) => (
    <chakra.label flex="1 1 11rem" fontSize="md" fontWeight="medium" color="ink">
      {label}
      <Input
        {...fieldStyle}
        mt="1"
        name={`${idPrefix}-${key}`}
        value={name[key]}
        maxLength={MAX_NAME_LENGTH}
        autoComplete={autoComplete}
        autoCapitalize="words"
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onKeyDown={onKeyDown}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setName((n) => ({ ...n, [key]: value }));
          setError(null);
          setMissing(false);
        }}
      />
    </chakra.label>
  );
  return (
    <Stack gap="2">
      <Flex gap="3" wrap="wrap" align="flex-end">
        {field('firstName', t('rsvp.plusOnes.firstName'), 'off')}
        {field('lastName', t('rsvp.plusOnes.lastName'), 'off')}
      </Flex>
      {message && (
        <Text id={errorId} role="alert" color="red.700" fontSize="sm">
          {message}
        </Text>
      )}
      <Flex gap="2" wrap="wrap">
        <Button type="button" colorPalette="sage" variant={onCancel ? 'solid' : 'outline'} loading={busy} onClick={() => void submit()} w={{ base: 'full', sm: 'auto' }}>
          {icon && <UserPlus aria-hidden="true" />}
          {action}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" colorPalette="sage" onClick={onCancel} w={{ base: 'full', sm: 'auto' }}>
            {t('rsvp.cancel')}
          </Button>
        )}
      </Flex>
    </Stack>
  );
}
