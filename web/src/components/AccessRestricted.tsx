import { Button } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { MessageScreen } from './MessageScreen';

/** Shown when a signed-in party opens a page its guest group does not include. */
export function AccessRestricted() {
  return (
    <MessageScreen
      title="Access Restricted"
      message="You don't have permission to view this page."
      icon={<Lock size={40} strokeWidth={1.5} />}
    >
      <Button asChild colorPalette="sage" variant="outline" mt="2">
        <RouterLink to="/couple">Go to Our Story</RouterLink>
      </Button>
    </MessageScreen>
  );
}
