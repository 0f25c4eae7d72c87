import { Toaster as ChakraToaster, Portal, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme/recipes/toast';
import { useT } from '../i18n/useT';
import { toaster } from './toastStore';

/**
 * Renders the notices created through `notify`; loaded lazily by UiProvider. The toast's recipe
 * comes with it rather than with the system, so it is not in the first download (components/styled/withRecipe).
 */
export default function Toaster() {
  const t = useT();
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label={t('toast.region')}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} maxW={{ md: '420px' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger aria-label={t('toast.close')} />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
