import { Button, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react';
import { useLocation } from 'react-router-dom';
import { RouterLink } from '../../components/nav/RouterLink';
import { MessageScreen } from '../../components/MessageScreen';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT, type MessageId } from '../../i18n/useT';
import { Code } from '../../components/styled/Code';

const NO_ROUTE: MessageId = 'notFound.noRoute';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();
  usePageTitle('notFound.pageTitle');
  return (
    <MessageScreen title={t('notFound.title')} message={t('notFound.hint')}>
      <Text fontSize="sm" color="fg.muted">
        <Trans id={NO_ROUTE} values={{ path: pathname }} components={{ 0: <Code /> }} />
      </Text>
      <Button asChild colorPalette="sage" variant="outline" mt="2">
        <RouterLink to="/">{t('notFound.home')}</RouterLink>
      </Button>
    </MessageScreen>
  );
}
