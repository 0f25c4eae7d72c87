import { useEffect, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Box, Button, chakra, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { firstGraphQLError, graphQLErrorDetails } from '../../../apollo/errors';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT, type MessageId } from '../../../i18n/useT';
import { fieldStyle, FormField } from '../FormField';
import { useAdminNotices } from '../useAdminNotices';
import { UpdateNotifySettingsDocument, type NotifySettingsFieldsFragment } from '../gql/graphql';
import { ChoiceInput } from '../../../components/ChoiceInput';

const FREQUENCIES: Array<{ value: string; label: MessageId }> = [
  { value: 'each', label: 'admin.notes.each' },
  { value: 'daily', label: 'admin.notes.daily' },
  { value: 'off', label: 'admin.notes.off' },
];

/**
 * Notes to the couple (issue 22 §4): where they go (empty: NOTIFY_EMAIL) and how often, a note
 * for each RSVP and each reported gift, one digest a day, or none.
 */
export function CoupleNotesForm({ saved }: { saved: NotifySettingsFieldsFragment }) {
  const t = useT();
  const errorText = useErrorText();
  const notices = useAdminNotices();
  const [email, setEmail] = useState(saved.email ?? '');
  const [frequency, setFrequency] = useState(saved.frequency);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [update, { loading }] = useMutation(UpdateNotifySettingsDocument);
  const [current, setCurrent] = useState(saved);
  useEffect(() => setCurrent(saved), [saved]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setEmailError(null);
    try {
      const { data } = await update({ variables: { input: { email: email.trim() || null, frequency } } });
      if (data) {
        setCurrent(data.updateNotifySettings);
        setEmail(data.updateNotifySettings.email ?? '');
      }
      notices.success('admin.notes.saved');
    } catch (error) {
      const serverError = firstGraphQLError(error);
      if (serverError?.extensions?.field === 'email') setEmailError(errorText(graphQLErrorDetails(serverError)));
      notices.failure(error, 'admin.notes.saveFailed');
    }
  };

  const hour = `${String(current.digestHour).padStart(2, '0')}:00`;
  return (
    <chakra.form onSubmit={onSubmit} noValidate aria-label={t('admin.notes.title')} bg="ivory.50" borderWidth="1px" borderColor="ivory.200" rounded="xl" p={{ base: '3', md: '5' }}>
      <Stack gap="3">
        <Text fontWeight="semibold" color="sage.800">
          {t('admin.notes.title')}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {t('admin.notes.explain', { hour })}
        </Text>
        <Box maxW="md">
          <FormField
            label={t('admin.notes.email')}
            error={emailError}
            helper={current.defaultEmail ? t('admin.notes.emailDefault', { email: current.defaultEmail }) : t('admin.notes.emailNoDefault')}
          >
            <Input
              {...fieldStyle}
              type="email"
              name="notifyEmail"
              autoComplete="email"
              value={email}
              placeholder={current.defaultEmail ?? ''}
              maxLength={254}
              onChange={(e) => {
                setEmail(e.currentTarget.value);
                setEmailError(null);
              }}
            />
          </FormField>
        </Box>
        <chakra.fieldset border="0" p="0" m="0">
          <chakra.legend fontSize="sm" fontWeight="medium" mb="1">
            {t('admin.notes.frequency')}
          </chakra.legend>
          <Flex gap="4" wrap="wrap">
            {FREQUENCIES.map((f) => (
              <chakra.label key={f.value} display="inline-flex" alignItems="center" gap="2" cursor="pointer">
                <ChoiceInput type="radio" name="notifyFrequency" value={f.value} checked={frequency === f.value} onChange={() => setFrequency(f.value)} />
                {t(f.label, { hour })}
              </chakra.label>
            ))}
          </Flex>
        </chakra.fieldset>
        <Text fontSize="sm" color="gray.700" role="status">
          {current.sendTo ? t('admin.notes.goingTo', { email: current.sendTo }) : t('admin.notes.nowhere')}
        </Text>
        <Box>
          <Button type="submit" colorPalette="sage" loading={loading}>
            {t('admin.notes.save')}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
