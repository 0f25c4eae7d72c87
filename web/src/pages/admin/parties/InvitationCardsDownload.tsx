import { Button } from '@chakra-ui/react';
import { Printer } from 'lucide-react';
import { useT } from '../../../i18n/useT';

/**
 * "Invitation cards (PDF)": one card per household, four to an A4 page, with a QR code of its
 * personal link. A plain link, so the browser downloads the file the server names.
 */
export function InvitationCardsDownload() {
  const t = useT();
  return (
    <Button asChild variant="outline" colorPalette="sage" color="sage.800" borderColor="sage.300">
      <a href="/api/admin/invitation-cards.pdf" download>
        <Printer aria-hidden="true" /> {t('admin.invitationCards.download')}
      </a>
    </Button>
  );
}
