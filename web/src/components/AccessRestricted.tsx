import { Button } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { RouterLink } from './nav/RouterLink';
import { usePageTitle } from '../i18n/usePageTitle';
import { useT } from '../i18n/useT';
import { MessageScreen } from './MessageScreen';

/** Shown when a signed-in party opens a page its guest group does not include. */
export function AccessRestricted() {
  const t = useT();
  usePageTitle('access.restrictedTitle');
  return (
    <MessageScreen
      title={t('access.restrictedTitle')}
      message={t('access.restrictedMessage')}
      icon={<Lock size={40} strokeWidth={1.5} />}
    >
      <Button asChild colorPalette="sage" variant="outline" mt="2">
        <RouterLink to="/couple">{t('access.restrictedLink')}</RouterLink>
      </Button>
    </MessageScreen>
  );
}
