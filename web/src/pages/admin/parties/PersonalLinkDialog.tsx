import { useState } from 'react';
import { Button, CloseButton, Dialog, Flex, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { Copy, RefreshCw } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { fieldStyle } from '../FormField';
import { RegeneratePersonalLinkDocument } from '../gql/graphql';
import { useAdminNotices } from '../useAdminNotices';
import type { Party } from './useUpdateParty';
import { DialogRoot } from '../../../components/styled/DialogRoot';

interface PersonalLinkDialogProps {
  party: Party | null;
  onClose: () => void;
}

/**
 * A party's personal link (issue 22 §2): shown to copy into WhatsApp or an e-mail, and made
 * anew when one was shared by mistake. "New link" asks first: the old link, and any card
 * printed with it, stops working.
 */
export function PersonalLinkDialog({ party, onClose }: PersonalLinkDialogProps) {
  const t = useT();
  const notices = useAdminNotices();
  const [confirming, setConfirming] = useState(false);
  const [regenerate, { loading }] = useMutation(RegeneratePersonalLinkDocument);
  const name = party ? t('admin.parties.partyName', { lastName: party.lastName }) : '';

  const copy = async () => {
    if (!party) return;
    try {
      await navigator.clipboard.writeText(party.personalLink);
      notices.success('admin.personalLink.copied', { party: name });
    } catch {
      // No clipboard (an insecure address, an old browser): the link is selected to copy by hand.
      (document.getElementById('personal-link') as HTMLInputElement | null)?.select();
    }
  };
  const makeNew = async () => {
    if (!party) return;
    try {
      await regenerate({ variables: { partyId: party.id } });
      notices.success('admin.personalLink.regenerated', { party: name });
    } catch (error) {
      notices.failure(error, 'admin.personalLink.regenerateFailed');
    }
    setConfirming(false);
  };
  const close = () => {
    setConfirming(false);
    onClose();
  };

  return (
    <DialogRoot open={party !== null} onOpenChange={(e) => !e.open && close()} size={{ base: 'xs', sm: 'lg' }} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header pe="14">
              <Dialog.Title fontSize="xl" fontWeight="medium" color="sage.800">
                {t('admin.personalLink.title', { party: name })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text>{t('admin.personalLink.hint')}</Text>
                <label htmlFor="personal-link">
                  <Text as="span" fontSize="sm" fontWeight="medium">
                    {t('admin.personalLink.label')}
                  </Text>
                </label>
                <Input {...fieldStyle} id="personal-link" readOnly value={party?.personalLink ?? ''} onFocus={(e) => e.currentTarget.select()} />
                {confirming && (
                  <Text role="alert" color="red.700" fontWeight="medium">
                    {t('admin.personalLink.regenerateWarning')}
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Flex gap="3" wrap="wrap" justify="flex-end" w="full">
                {confirming ? (
                  <>
                    <Button variant="outline" colorPalette="sage" onClick={() => setConfirming(false)}>
                      {t('admin.cancel')}
                    </Button>
                    <Button colorPalette="red" bg="red.700" loading={loading} onClick={() => void makeNew()}>
                      {t('admin.personalLink.regenerateConfirm')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button variant="outline" colorPalette="sage" onClick={() => setConfirming(true)}>
                      <RefreshCw aria-hidden="true" />
                      {t('admin.personalLink.regenerate')}
                    </Button>
                    <Button colorPalette="sage" bg="sage.700" onClick={() => void copy()}>
                      <Copy aria-hidden="true" />
                      {t('admin.personalLink.copy')}
                    </Button>
                  </>
                )}
              </Flex>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('admin.statistics.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </DialogRoot>
  );
}
