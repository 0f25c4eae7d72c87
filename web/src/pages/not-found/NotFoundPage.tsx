import { Button, Code, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { MessageScreen } from '../../components/MessageScreen';

/** Any path the route table does not know. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <MessageScreen title="404 Page Not Found" message="Did you forget to add the page to the router?">
      <Text fontSize="sm" color="fg.muted">
        No route matches <Code>{pathname}</Code>.
      </Text>
      <Button asChild colorPalette="sage" variant="outline" mt="2">
        <RouterLink to="/">Back to the home page</RouterLink>
      </Button>
    </MessageScreen>
  );
}
