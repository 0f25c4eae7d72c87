import type { ReactNode } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { useT } from '../../i18n/useT';
import { FormField } from './FormField';

interface BilingualFieldProps {
  label: string;
  /** The English input (the text's own name labels it). */
  english: ReactNode;
  /** The Spanish input beside it. */
  spanish: ReactNode;
  required?: boolean;
  /** Already in the reader's language. */
  error?: string | null;
  errorEs?: string | null;
}

/**
 * One text guests read, in English and Spanish side by side as Site Content edits them
 * (issue 20 §4); left empty, the Spanish shows guests the English.
 */
export function BilingualField({ label, english, spanish, required, error, errorEs }: BilingualFieldProps) {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      <FormField label={label} required={required} error={error}>
        {english}
      </FormField>
      <FormField label={t('admin.bilingual.spanish', { label })} error={errorEs} helper={t('admin.bilingual.fallback')}>
        {spanish}
      </FormField>
    </SimpleGrid>
  );
}
