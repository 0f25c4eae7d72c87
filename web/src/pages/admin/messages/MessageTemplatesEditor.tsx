import { Box, Button, chakra, Field, Flex, Input, List, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { Eye, RotateCcw } from 'lucide-react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT, type MessageId } from '../../../i18n/useT';
import { BilingualField } from '../BilingualField';
import { useConfirmDialog } from '../ConfirmDialog';
import { fieldStyle } from '../FormField';
import { useMessageTemplateForm } from './useMessageTemplateForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';
import { Textarea } from '../../../components/styled/Textarea';

const KIND_WORDS: Record<string, MessageId> = {
  invitation: 'admin.messages.kind.invitation',
  reminder: 'admin.messages.kind.reminder',
  confirmation: 'admin.messages.kind.confirmation',
  update: 'admin.messages.kind.update',
};

/** What each placeholder becomes when a message is sent (README "E-mail" lists the same). */
const PLACEHOLDER_WORDS: Record<string, MessageId> = {
  partyName: 'admin.messageTemplates.placeholder.partyName',
  coupleNames: 'admin.messageTemplates.placeholder.coupleNames',
  date: 'admin.messageTemplates.placeholder.date',
  place: 'admin.messageTemplates.placeholder.place',
  link: 'admin.messageTemplates.placeholder.link',
  rsvpDeadline: 'admin.messageTemplates.placeholder.rsvpDeadline',
  answers: 'admin.messageTemplates.placeholder.answers',
  subject: 'admin.messageTemplates.placeholder.subject',
  message: 'admin.messageTemplates.placeholder.message',
};

const tag = (name: string) => `{{${name}}}`;

/**
 * The wording of invitations, reminders, confirmations and updates (issue 22 §4): subject and
 * Markdown body in English and Spanish, with the placeholders each kind may use, a preview of
 * the draft as a party would receive it, and "Restore the default".
 */
export function MessageTemplatesEditor() {
  const t = useT();
  const errorText = useErrorText();
  const { ask, dialog } = useConfirmDialog();
  const form = useMessageTemplateForm();
  const { templates, current, draft, errors } = form;
  if (!templates || !current) {
    return form.failed ? <Text color="fg.muted">{t('admin.messageTemplates.loadFailed')}</Text> : <Spinner color="sage.600" role="status" aria-label={t('admin.messageTemplates.loading')} />;
  }
  const error = (field: keyof typeof errors) => (errors[field] ? errorText(errors[field]!) : null);
  const placeholders = [...new Set([...current.subjectPlaceholders, ...current.bodyPlaceholders])];
  const restore = async () => {
    const yes = await ask({ title: t('admin.messageTemplates.restore'), text: t('admin.messageTemplates.confirmRestore'), action: t('admin.messageTemplates.restore') });
    if (yes) await form.restoreDefault();
  };
  return (
    <chakra.form
      onSubmit={form.onSubmit}
      noValidate
      aria-label={t('admin.messageTemplates.title')}
      bg="ivory.50"
      borderWidth="1px"
      borderColor="ivory.200"
      rounded="xl"
      p={{ base: '3', md: '5' }}
    >
      <Stack gap="4">
        <Text fontWeight="semibold" color="sage.800">
          {t('admin.messageTemplates.title')}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t('admin.messageTemplates.explain')}
        </Text>
        <Field.Root maxW="sm">
          <Field.Label>{t('admin.messageTemplates.choose')}</Field.Label>
          <NativeSelectRoot>
            <NativeSelect.Field {...fieldStyle} value={current.kind} onChange={(e) => form.choose(e.currentTarget.value)}>
              {templates.map((x) => (
                <option key={x.kind} value={x.kind}>
                  {t(KIND_WORDS[x.kind])}
                  {x.isDefault ? '' : ` (${t('admin.messageTemplates.edited')})`}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        </Field.Root>
        <BilingualField
          label={t('admin.messageTemplates.subject')}
          required
          error={error('subject')}
          errorEs={error('subjectEs')}
          english={<Input {...fieldStyle} name="subject" maxLength={200} value={draft.subject} onChange={(e) => form.setText('subject', e.currentTarget.value)} />}
          spanish={<Input {...fieldStyle} name="subjectEs" maxLength={200} value={draft.subjectEs} onChange={(e) => form.setText('subjectEs', e.currentTarget.value)} />}
        />
        <BilingualField
          label={t('admin.messageTemplates.body')}
          required
          error={error('body')}
          errorEs={error('bodyEs')}
          english={<Textarea {...fieldStyle} name="body" rows={12} fontFamily="mono" fontSize="sm" value={draft.body} onChange={(e) => form.setText('body', e.currentTarget.value)} />}
          spanish={<Textarea {...fieldStyle} name="bodyEs" rows={12} fontFamily="mono" fontSize="sm" value={draft.bodyEs} onChange={(e) => form.setText('bodyEs', e.currentTarget.value)} />}
        />
        <Box fontSize="sm" color="fg.muted">
          <Text>{t('admin.messageTemplates.placeholdersIntro')}</Text>
          <List.Root ps="5" my="1">
            {placeholders.map((name) => (
              <List.Item key={name}>
                <chakra.code fontFamily="mono" color="ink">
                  {tag(name)}
                </chakra.code>{' '}
                {t(PLACEHOLDER_WORDS[name] ?? 'admin.messageTemplates.placeholder.other')}
                {current.requiredPlaceholders.includes(name) ? ` ${t('admin.messageTemplates.required')}` : ''}
              </List.Item>
            ))}
          </List.Root>
          <Text>
            <chakra.code fontFamily="mono" color="ink">
              {`${tag('#rsvpDeadline')}…${tag('/rsvpDeadline')}`}
            </chakra.code>{' '}
            {t('admin.messageTemplates.sectionHelp')}
          </Text>
          <Text mt="1">{t('admin.messageTemplates.markdownHelp')}</Text>
        </Box>
        <Flex gap="3" wrap="wrap" justify="space-between">
          <Flex gap="3" wrap="wrap">
            <Button variant="outline" colorPalette="sage" loading={form.previewing} onClick={() => form.showPreview('en')}>
              <Eye aria-hidden="true" /> {t('admin.messageTemplates.previewEnglish')}
            </Button>
            <Button variant="outline" colorPalette="sage" loading={form.previewing} onClick={() => form.showPreview('es')}>
              <Eye aria-hidden="true" /> {t('admin.messageTemplates.previewSpanish')}
            </Button>
            <Button variant="outline" colorPalette="sage" loading={form.restoring} disabled={current.isDefault} onClick={restore}>
              <RotateCcw aria-hidden="true" /> {t('admin.messageTemplates.restore')}
            </Button>
          </Flex>
          <Button type="submit" colorPalette="sage" loading={form.saving} disabled={!form.dirty}>
            {t('admin.messageTemplates.save')}
          </Button>
        </Flex>
        {form.preview && (
          <Stack gap="2" role="region" aria-label={t('admin.messageTemplates.previewTitle')}>
            <Text fontWeight="semibold" color="sage.800">
              {t(form.preview.language === 'es' ? 'admin.messageTemplates.previewSpanish' : 'admin.messageTemplates.previewEnglish')}
            </Text>
            <Text>
              <chakra.span fontWeight="medium">{t('admin.messageTemplates.subject')}:</chakra.span> {form.preview.subject}
            </Text>
            {/* The server's sanitized HTML, in a sandbox that runs nothing and opens nothing. */}
            <chakra.iframe
              title={t('admin.messageTemplates.previewTitle')}
              sandbox=""
              srcDoc={form.preview.html}
              w="full"
              h="96"
              bg="white"
              borderWidth="1px"
              borderColor="sage.200"
              rounded="md"
            />
            <details>
              <summary>{t('admin.messageTemplates.plainText')}</summary>
              <chakra.pre whiteSpace="pre-wrap" fontSize="sm" bg="white" p="3" borderWidth="1px" borderColor="sage.200" rounded="md">
                {form.preview.text}
              </chakra.pre>
            </details>
          </Stack>
        )}
      </Stack>
      {dialog}
    </chakra.form>
  );
}
