import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Box, Button, chakra, Flex, Input, Stack, Table, Text } from '@chakra-ui/react';
import { Mail, Send } from 'lucide-react';
import { useT, type MessageId } from '../../../i18n/useT';
import { CheckboxField } from '../CheckboxField';
import { useConfirmDialog } from '../ConfirmDialog';
import { fieldStyle, FormField } from '../FormField';
import { ScrollTable } from '../ScrollTable';
import { useAdminNotices } from '../useAdminNotices';
import { useFormatMoment } from '../registry/formatMoment';
import { MessageTemplatesEditor } from './MessageTemplatesEditor';
import { CoupleNotesForm } from './CoupleNotesForm';
import { AdminMessagesDocument, SendMessagesDocument, type SendMessagesInput } from '../gql/graphql';
import { Textarea } from '../../../components/styled/Textarea';

const KIND_WORDS: Record<string, MessageId> = {
  invitation: 'admin.messages.kind.invitation',
  reminder: 'admin.messages.kind.reminder',
  update: 'admin.messages.kind.update',
  confirmation: 'admin.messages.kind.confirmation',
  rsvp_note: 'admin.messages.kind.rsvpNote',
  payment_note: 'admin.messages.kind.paymentNote',
  digest: 'admin.messages.kind.digest',
};
const STATUS_WORDS: Record<string, MessageId> = {
  queued: 'admin.messages.status.queued',
  sending: 'admin.messages.status.sending',
  sent: 'admin.messages.status.sent',
  failed: 'admin.messages.status.failed',
  'not sent': 'admin.messages.status.notSent',
};

/**
 * Messages (issue 22 §3–4): invitations to every household, reminders to those who have not
 * answered, an update to chosen groups, and one row per recipient with how it went. Without a
 * mail server the panel says so, and messages are kept as not sent. The couple's wording of each
 * kind, in both languages, is edited in MessageTemplatesEditor.
 */
export function MessagesPanel() {
  const t = useT();
  const moment = useFormatMoment();
  const notices = useAdminNotices();
  const { ask, dialog } = useConfirmDialog();
  const { data, refetch } = useQuery(AdminMessagesDocument, { fetchPolicy: 'network-only' });
  const [send, sending] = useMutation(SendMessagesDocument);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [groups, setGroups] = useState<string[]>([]);

  const queue = async (input: SendMessagesInput, question: { title: MessageId; text: MessageId; action: MessageId }) => {
    if (!(await ask({ title: t(question.title), text: t(question.text), action: t(question.action) }))) return false;
    try {
      const result = (await send({ variables: { input } })).data!.sendMessages;
      notices.success('admin.messages.queued', { queued: result.queued, withoutEmail: result.withoutEmail, unsubscribed: result.unsubscribed, answered: result.answered });
      void refetch();
      return true;
    } catch (error) {
      notices.failure(error, 'admin.messages.sendFailed');
      return false;
    }
  };

  const sendUpdate = async (event: FormEvent) => {
    event.preventDefault();
    const input = { kind: 'update', subject, body, ...(groups.length ? { groups } : {}) };
    const done = await queue(input, {
      title: 'admin.messages.updateTitle',
      text: groups.length ? 'admin.messages.confirmUpdateGroups' : 'admin.messages.confirmUpdateAll',
      action: 'admin.messages.sendUpdate',
    });
    if (done) {
      setSubject('');
      setBody('');
    }
  };

  const rows = data?.messages ?? [];
  return (
    <Stack gap="5">
      {data && !data.mailServer.configured && (
        <Box role="status" bg="ivory.100" borderWidth="1px" borderColor="ivory.300" rounded="lg" p="3">
          <Text color="ink">{t('admin.messages.noServer')}</Text>
        </Box>
      )}
      {data?.mailServer.configured && <Text color="gray.700">{t('admin.messages.from', { from: data.mailServer.from })}</Text>}
      <Flex gap="3" wrap="wrap">
        <Button
          colorPalette="sage"
          loading={sending.loading}
          onClick={() => queue({ kind: 'invitation' }, { title: 'admin.messages.sendInvitations', text: 'admin.messages.confirmInvitations', action: 'admin.messages.sendInvitations' })}
        >
          <Mail aria-hidden="true" /> {t('admin.messages.sendInvitations')}
        </Button>
        <Button
          variant="outline"
          colorPalette="sage"
          loading={sending.loading}
          onClick={() => queue({ kind: 'reminder' }, { title: 'admin.messages.sendReminders', text: 'admin.messages.confirmReminders', action: 'admin.messages.sendReminders' })}
        >
          <Send aria-hidden="true" /> {t('admin.messages.sendReminders')}
        </Button>
      </Flex>
      <chakra.form onSubmit={sendUpdate} aria-label={t('admin.messages.updateTitle')} bg="ivory.50" borderWidth="1px" borderColor="ivory.200" rounded="xl" p={{ base: '3', md: '5' }}>
        <Stack gap="3">
          <Text fontWeight="semibold" color="sage.800">
            {t('admin.messages.updateTitle')}
          </Text>
          <FormField label={t('admin.messages.subject')} required>
            <Input {...fieldStyle} name="subject" value={subject} maxLength={200} onChange={(e) => setSubject(e.currentTarget.value)} />
          </FormField>
          <FormField label={t('admin.messages.body')} required helper={t('admin.messages.bodyHelp')}>
            <Textarea {...fieldStyle} name="body" rows={5} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
          </FormField>
          <chakra.fieldset border="0" p="0" m="0">
            <chakra.legend fontSize="sm" fontWeight="medium" mb="1">
              {t('admin.messages.groups')}
            </chakra.legend>
            <Flex gap="4" wrap="wrap">
              {(data?.guestGroups ?? []).map((g) => (
                <CheckboxField
                  key={g.id}
                  checked={groups.includes(g.name)}
                  onChange={(on) => setGroups((all) => (on ? [...all, g.name] : all.filter((n) => n !== g.name)))}
                >
                  {g.name}
                </CheckboxField>
              ))}
            </Flex>
          </chakra.fieldset>
          <Box>
            <Button type="submit" colorPalette="sage" loading={sending.loading} disabled={!subject.trim() || !body.trim()}>
              {t('admin.messages.sendUpdate')}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
      <MessageTemplatesEditor />
      {data && <CoupleNotesForm saved={data.notifySettings} />}
      {data && rows.length === 0 && <Text color="gray.700">{t('admin.messages.none')}</Text>}
      {rows.length > 0 && (
        <ScrollTable label={t('admin.messages.tableLabel')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.messages.party')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.messages.kind')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.messages.address')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.messages.time')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.messages.statusHeader')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((m) => (
              <Table.Row key={m.id}>
                <Table.Cell>{m.partyName ?? t('admin.messages.toCouple')}</Table.Cell>
                <Table.Cell>{KIND_WORDS[m.kind] ? t(KIND_WORDS[m.kind]) : m.kind}</Table.Cell>
                <Table.Cell>{m.toAddress}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{moment(m.time)}</Table.Cell>
                <Table.Cell>
                  {STATUS_WORDS[m.status] ? t(STATUS_WORDS[m.status]) : m.status}
                  {m.error && (
                    <Text as="span" display="block" fontSize="xs" color="gray.700">
                      {m.error === 'no mail server configured' ? t('admin.messages.noServerShort') : m.error}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </ScrollTable>
      )}
      {dialog}
    </Stack>
  );
}
