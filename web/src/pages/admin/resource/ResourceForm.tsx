import type { FormEventHandler, ReactNode } from 'react';
import { Button, chakra, Flex, Heading, Stack } from '@chakra-ui/react';
import { useT } from '../../../i18n/useT';

interface ResourceFormProps {
  /** The form's id: the table's Add button names it (aria-controls). */
  id: string;
  /** "Add …" or "Edit …": the heading and the form's name for screen readers. */
  title: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The fields, top to bottom. */
  children: ReactNode;
}

/**
 * The frame every admin panel's add and edit form shares (events, parties, questions, polls,
 * trivia, gifts, groups, photos): a card with its title, the fields, then the submit and Cancel
 * buttons. The form validates itself (noValidate) so the errors are the dashboard's, in its language.
 */
export function ResourceForm({ id, title, submitLabel, saving, onSubmit, onCancel, children }: ResourceFormProps) {
  const t = useT();
  return (
    <chakra.form id={id} aria-label={title} onSubmit={onSubmit} noValidate bg="ivory.50" borderWidth="1px" borderColor="ivory.200" rounded="xl" p={{ base: '3', md: '5' }} mb="6">
      <Heading as="h3" fontSize="xl" fontWeight="medium" color="sage.800" mb="4">
        {title}
      </Heading>
      <Stack gap="4">
        {children}
        <Flex gap="3" wrap="wrap">
          <Button type="submit" colorPalette="sage" loading={saving} loadingText={submitLabel}>
            {submitLabel}
          </Button>
          <Button type="button" variant="outline" colorPalette="sage" onClick={onCancel}>
            {t('admin.cancel')}
          </Button>
        </Flex>
      </Stack>
    </chakra.form>
  );
}
