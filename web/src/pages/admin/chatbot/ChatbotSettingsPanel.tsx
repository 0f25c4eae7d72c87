import { Box, Button, chakra, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { openerButtonStyle } from '../AdminSection';
import { fieldStyle, FormField } from '../FormField';
import { MAX_CONTEXT, useChatbotSettings } from './useChatbotSettings';
import { Textarea } from '../../../components/styled/Textarea';

/** A switch that is the focused element itself (role="switch"), in the site's colours. */
function Switch({ checked, disabled, onChange, children }: { checked: boolean; disabled?: boolean; onChange: () => void; children: string }) {
  return (
    <chakra.button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-disabled={disabled}
      onClick={() => !disabled && onChange()}
      display="inline-flex"
      alignItems="center"
      gap="3"
      minH="10"
      bg="transparent"
      cursor="pointer"
      rounded="md"
      px="1"
      focusVisibleRing="outside"
      focusRingColor="sage.700"
    >
      <Box as="span" position="relative" w="11" h="6" rounded="full" bg={checked ? 'sage.600' : 'gray.500'} transition="background 0.2s" flexShrink={0}>
        <Box as="span" position="absolute" top="1" left={checked ? '6' : '1'} boxSize="4" rounded="full" bg="white" transition="left 0.2s" />
      </Box>
      <Text as="span" fontWeight="medium">
        {children}
      </Text>
    </chakra.button>
  );
}

/** Slot 6, "AI Chatbot Settings": the switch, the context the assistant answers from, and editing it. */
export function ChatbotSettingsPanel() {
  const t = useT();
  const errorText = useErrorText();
  const s = useChatbotSettings();
  if (s.loading) return <Spinner color="sage.600" />;
  return (
    <Stack gap="5">
      <Switch checked={s.enabled} disabled={s.switching} onChange={() => void s.toggle()}>
        {t('admin.chatbot.enable')}
      </Switch>
      <Box>
        <Text as="h3" fontSize="lg" fontWeight="medium" color="sage.800" mb="2">
          {t('admin.chatbot.context')}
        </Text>
        {s.context ? (
          <Box
            tabIndex={0}
            role="region"
            aria-label={t('admin.chatbot.context')}
            focusVisibleRing="outside"
            focusRingColor="sage.700"
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            maxH="64"
            overflowY="auto"
            bg="ivory.50"
            borderWidth="1px"
            borderColor="ivory.200"
            rounded="md"
            p="3"
            fontSize="sm"
          >
            {s.context}
          </Box>
        ) : (
          <Text color="fg.muted">{t('admin.chatbot.empty')}</Text>
        )}
        {s.contextEs && (
          <Text fontSize="sm" color="fg.muted" mt="2" lang="es" whiteSpace="pre-wrap" lineClamp={3}>
            {t('admin.bilingual.spanish', { label: t('admin.chatbot.context') })}: {s.contextEs}
          </Text>
        )}
        <Text fontSize="sm" color="fg.muted" mt="2">
          {t(s.source === 'couple' ? 'admin.chatbot.sourceCouple' : 'admin.chatbot.sourceSite')}
        </Text>
        <Text fontSize="sm" color="fg.muted" mt="1">
          {s.model === null ? t('admin.chatbot.providerOffline') : t('admin.chatbot.providerModel', { model: s.model })}
        </Text>
      </Box>
      {s.editing ? (
        <chakra.form onSubmit={s.save} noValidate aria-label={t('admin.chatbot.editContext')}>
          <Stack gap="3">
            <FormField label={t('admin.chatbot.context')} error={s.error ? errorText(s.error) : null} helper={t('admin.chatbot.contextHelp', { max: MAX_CONTEXT })}>
              <Textarea
                {...fieldStyle}
                ref={s.textareaRef}
                name="context"
                rows={12}
                maxLength={MAX_CONTEXT}
                placeholder={t('admin.chatbot.placeholder')}
                value={s.draft}
                onChange={(e) => s.changeDraft(e.currentTarget.value)}
              />
            </FormField>
            <FormField label={t('admin.bilingual.spanish', { label: t('admin.chatbot.context') })} helper={t('admin.bilingual.fallback')}>
              <Textarea
                {...fieldStyle}
                name="contextEs"
                lang="es"
                rows={8}
                maxLength={MAX_CONTEXT}
                value={s.draftEs}
                onChange={(e) => s.changeDraftEs(e.currentTarget.value)}
              />
            </FormField>
            <Flex gap="3" wrap="wrap">
              <Button type="submit" colorPalette="sage" loading={s.saving} loadingText={t('admin.chatbot.save')}>
                {t('admin.chatbot.save')}
              </Button>
              <Button type="button" variant="outline" colorPalette="sage" onClick={s.stopEditing}>
                {t('admin.cancel')}
              </Button>
            </Flex>
          </Stack>
        </chakra.form>
      ) : (
        <Box>
          <Button ref={s.editButtonRef} {...openerButtonStyle} onClick={s.startEditing}>
            {t('admin.chatbot.editContext')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
