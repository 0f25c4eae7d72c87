import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { errorDetails, type ErrorDetails } from '../../apollo/errors';
import { RsvpContactDocument, UpdatePartyEmailDocument } from './gql/graphql';
import { useErrorText } from '../../i18n/useErrorText';
import { useT } from '../../i18n/useT';

/**
 * Under the party's answers: where its confirmation e-mail goes, and a small form to add or
 * correct the address (the server checks it; a blank one removes it).
 */
export function ConfirmationEmail() {
  const t = useT();
  const errorText = useErrorText();
  const { data } = useQuery(RsvpContactDocument);
  const [save, saving] = useMutation(UpdatePartyEmailDocument);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<ErrorDetails | null>(null);
  if (!data) return null;
  const email = data.partyContact.email;

  const open = () => {
    setValue(email ?? '');
    setError(null);
    setEditing(true);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await save({ variables: { email: value.trim() || null }, refetchQueries: [RsvpContactDocument], awaitRefetchQueries: true });
      setEditing(false);
    } catch (err) {
      setError(errorDetails(err));
    }
  };

  if (!editing) {
    return (
      <Stack gap="2" align={{ base: 'stretch', sm: 'center' }} textAlign="center">
        <Text color="ink" overflowWrap="anywhere">
          {email ? t('rsvp.email.sentTo', { email }) : t('rsvp.email.none')}
        </Text>
        <Button variant="ghost" colorPalette="sage" onClick={open} alignSelf="center">
          {email ? t('rsvp.email.change') : t('rsvp.email.add')}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={t('rsvp.email.formLabel')}>
      <Stack gap="3">
        <Field.Root invalid={!!error}>
          <Field.Label fontSize="md">{t('rsvp.email.label')}</Field.Label>
          <Input
            name="email"
            type="email"
            size="xl"
            bg="white"
            borderColor="sage.200"
            value={value}
            onChange={(e) => setValue(e.currentTarget.value)}
            autoComplete="email"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            autoFocus
          />
          <Field.ErrorText>{error && errorText(error)}</Field.ErrorText>
        </Field.Root>
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="sage" loading={saving.loading} loadingText={t('rsvp.email.save')} flex={{ base: '1', sm: 'initial' }}>
            {t('rsvp.email.save')}
          </Button>
          <Button type="button" variant="outline" colorPalette="sage" onClick={() => setEditing(false)} flex={{ base: '1', sm: 'initial' }}>
            {t('rsvp.email.cancel')}
          </Button>
        </Flex>
      </Stack>
    </form>
  );
}
