import { useEffect, useRef, useState } from 'react';
import { Button } from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import { RouterLink } from '../../components/nav/RouterLink';
import { MessageScreen } from '../../components/MessageScreen';
import { PageSpinner } from '../../components/PageSpinner';
import { errorDetails, type ErrorDetails } from '../../apollo/errors';
import { useErrorText } from '../../i18n/useErrorText';
import { usePageTitle } from '../../i18n/usePageTitle';
import { useT } from '../../i18n/useT';
import { useLinkSignIn } from '../../session/useLogin';

/**
 * /i/{token}: a household's personal link (from the invitation, a card's QR code, WhatsApp).
 * It signs the party in and lands on the RSVP page; the address bar then no longer shows the
 * token. A link that no longer works says so and offers the usual sign-in.
 */
export function PersonalLinkPage() {
  const t = useT();
  const errorText = useErrorText();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { signInWithLink } = useLinkSignIn();
  const [failure, setFailure] = useState<ErrorDetails | null>(null);
  const tried = useRef(false);
  usePageTitle('personalLink.pageTitle');

  useEffect(() => {
    // Once per page (React's strict mode runs effects twice in development).
    if (tried.current) return;
    tried.current = true;
    signInWithLink(token).then(
      () => navigate('/rsvp', { replace: true }),
      (error: unknown) => setFailure(errorDetails(error)),
    );
  }, [token, signInWithLink, navigate]);

  if (!failure) return <PageSpinner label={t('personalLink.signingIn')} />;
  return (
    <MessageScreen title={t('personalLink.failedTitle')} message={errorText(failure)}>
      <Button asChild colorPalette="sage" bg="sage.700" size="lg" mt="2">
        <RouterLink to="/auth" replace>
          {t('personalLink.signIn')}
        </RouterLink>
      </Button>
    </MessageScreen>
  );
}
