import { Button, chakra, Field, Flex, NativeSelect, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';
import { fieldStyle } from '../FormField';
import { pageTitle, siteTextLabel } from './siteTextLabel';
import { useSiteTextForm } from './useSiteTextForm';
import { NativeSelectRoot } from '../../../components/styled/NativeSelectRoot';
import { Textarea } from '../../../components/styled/Textarea';

const PAGES = ['couple', 'logistics', 'schedule'];

/**
 * Slot 5, "Site Content": the couple's own words on Our Story, Travel & Accommodations and
 * Event Schedule, in English and Spanish (an empty one shows the other). Runs its own query.
 */
export function SiteContentPanel() {
  const t = useT();
  const form = useSiteTextForm();
  const { texts, current } = form;
  if (!texts || !current) {
    return form.failed ? <Text color="fg.muted">{t('admin.siteContent.loadFailed')}</Text> : <Spinner color="sage.600" role="status" aria-label={t('admin.siteContent.loading')} />;
  }
  const markdown = current.format === 'markdown';
  const rows = markdown ? 8 : 2;
  return (
    <chakra.form onSubmit={form.onSubmit} noValidate>
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          {t('admin.siteContent.explain')}
        </Text>
        <Field.Root maxW="lg">
          <Field.Label>{t('admin.siteContent.choose')}</Field.Label>
          <NativeSelectRoot>
            <NativeSelect.Field {...fieldStyle} value={current.key} onChange={(e) => form.choose(e.currentTarget.value)}>
              {PAGES.map((page) => (
                <optgroup key={page} label={pageTitle(t, page)}>
                  {texts
                    .filter((x) => x.page === page)
                    .map((x) => (
                      <option key={x.key} value={x.key}>
                        {siteTextLabel(t, x.key)}
                      </option>
                    ))}
                </optgroup>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelectRoot>
        </Field.Root>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {(['en', 'es'] as const).map((language) => (
            <Field.Root key={language}>
              <Field.Label>{t(language === 'en' ? 'admin.siteContent.english' : 'admin.siteContent.spanish')}</Field.Label>
              <Textarea
                {...fieldStyle}
                rows={rows}
                value={form.draft[language]}
                onChange={(e) => form.setText(language, e.currentTarget.value)}
                fontFamily={markdown ? 'mono' : undefined}
                fontSize="sm"
              />
              <Field.HelperText color="fg.muted">{t('admin.siteContent.fallback')}</Field.HelperText>
            </Field.Root>
          ))}
        </SimpleGrid>
        {markdown && (
          <Text fontSize="sm" color="fg.muted">
            {t('admin.siteContent.markdownHelp')}
          </Text>
        )}
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="sage" loading={form.saving} disabled={!form.dirty}>
            {t('admin.siteContent.save')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
