import { Box, Field, NativeSelect } from '@chakra-ui/react';
import { useT, type MessageId } from '../../i18n/useT';
import { NativeSelectRoot } from '../styled/NativeSelectRoot';

/**
 * The admin's "SuperAdmin View Mode" selector: preview any version of a page. Each version shows
 * by its name in the reader's language (`names`, from the page's own catalogue), not its value.
 */
export function ViewModeSelect({
  versions,
  value,
  onChange,
  names,
}: {
  versions: readonly string[];
  value: string;
  onChange: (version: string) => void;
  names: Readonly<Record<string, MessageId>>;
}) {
  const t = useT();
  return (
    <Box bg="ivory.100" borderWidth="1px" borderColor="ivory.200" rounded="md" p="4" maxW="sm">
      <Field.Root>
        <Field.Label fontWeight="semibold" color="sage.800">
          {t('viewMode.label')}
        </Field.Label>
        <NativeSelectRoot>
          <NativeSelect.Field bg="white" value={value} onChange={(e) => onChange(e.currentTarget.value)}>
            {versions.map((v) => (
              <option key={v} value={v}>
                {names[v] ? t(names[v]) : v}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelectRoot>
        <Field.HelperText>{t('viewMode.help')}</Field.HelperText>
      </Field.Root>
    </Box>
  );
}
