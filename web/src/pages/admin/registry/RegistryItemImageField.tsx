import { useEffect, useRef, useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Box, Button, chakra, Field, Flex, Input, Text } from '@chakra-ui/react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { UploadFailure } from '../bulk-upload/sendSpreadsheet';
import { ConfirmDialogView } from '../ConfirmDialog';
import { fieldStyle } from '../FormField';
import { AdminDashboardDocument, RemoveRegistryItemImageDocument, type AdminRegistryItemImageFragment } from '../gql/graphql';
import { ACCEPTED_TYPES, MAX_IMAGE_BYTES } from '../site-images/siteImageForm';
import { useAdminNotices } from '../useAdminNotices';
import { refetchRegistry } from './refetchRegistry';
import { sendGiftPhoto } from './sendGiftPhoto';

/**
 * A gift's photo in the registry item form (issue 20 §5), self-contained: it uploads and removes
 * at once, beside the form's own Save, so the rest of the form need not know it. A new gift gets
 * its photo once saved (the photo needs the item's id).
 */
export function RegistryItemImageField({ item }: { item: AdminRegistryItemImageFragment | null }) {
  const t = useT();
  const errorText = useErrorText();
  const notices = useAdminNotices();
  const client = useApolloClient();
  // The item as the last upload or removal left it (the form holds the one it opened with).
  const [current, setCurrent] = useState(item);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const [removeImage, removal] = useMutation(RemoveRegistryItemImageDocument, refetchRegistry);

  useEffect(() => {
    setCurrent(item);
    setError(null);
  }, [item]);

  const label = t('admin.giftPhoto.label');
  if (!current) {
    return (
      <Box>
        <Text fontWeight="medium" fontSize="sm" mb="1.5">
          {label}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t('admin.giftPhoto.afterSave')}
        </Text>
      </Box>
    );
  }

  const refresh = async () => {
    await client.refetchQueries({ include: [AdminDashboardDocument] });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'registryItems' });
    client.cache.gc();
  };

  const upload = async (file: File | null) => {
    if (!file) return;
    if (file.size > MAX_IMAGE_BYTES) {
      setError(t('error.FILE_TOO_LARGE', { max: 10 }));
      return;
    }
    setError(null);
    setUploading(true);
    try {
      setCurrent(await sendGiftPhoto(current.id, file));
    } catch (err) {
      if (err instanceof UploadFailure && err.details) {
        setError(errorText(err.details));
        notices.failureText(errorText(err.details));
      } else notices.failure(null, 'admin.giftPhoto.uploadFailed');
      return;
    } finally {
      setUploading(false);
      if (fileRef.current) fileRef.current.value = '';
    }
    notices.success('admin.giftPhoto.uploaded');
    // The table and the guests' page catch up; should that fail, the photo is stored all the same.
    await refresh().catch(() => undefined);
  };

  const remove = async () => {
    try {
      const result = await removeImage({ variables: { id: current.id } });
      if (result.data) setCurrent(result.data.removeRegistryItemImage);
    } catch (err) {
      notices.failure(err, 'admin.giftPhoto.removeFailed');
      return;
    } finally {
      setConfirming(false);
    }
    notices.success('admin.giftPhoto.removed');
  };

  const picture = current.imageUrl;
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Flex gap="4" align="center" wrap="wrap" w="full">
        <Box w="32" aspectRatio="4 / 3" flexShrink={0} rounded="md" overflow="hidden" bg="ivory.100" borderWidth="1px" borderColor="ivory.200">
          {picture ? (
            <chakra.img
              src={picture}
              srcSet={current.imageSrcSet || undefined}
              sizes="128px"
              alt={t('admin.giftPhoto.preview', { name: current.name })}
              w="full"
              h="full"
              objectFit="cover"
              loading="lazy"
            />
          ) : (
            <Text fontSize="xs" color="fg.muted" p="2" textAlign="center">
              {t('admin.giftPhoto.none')}
            </Text>
          )}
        </Box>
        <Flex direction="column" gap="2" flex="1" minW="48">
          <Input
            {...fieldStyle}
            ref={fileRef}
            type="file"
            name="giftPhoto"
            accept={ACCEPTED_TYPES}
            pt="1.5"
            disabled={uploading}
            aria-label={current.imageUploaded ? t('admin.giftPhoto.replace') : t('admin.giftPhoto.upload')}
            onChange={(e) => void upload(e.currentTarget.files?.[0] ?? null)}
          />
          {current.imageUploaded && (
            <Button alignSelf="flex-start" size="sm" variant="outline" colorPalette="red" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" /> {t('admin.giftPhoto.remove')}
            </Button>
          )}
        </Flex>
      </Flex>
      <Field.HelperText>
        {uploading ? (
          <Flex as="span" gap="1.5" align="center" role="status">
            <ImagePlus size={14} aria-hidden="true" /> {t('admin.giftPhoto.uploading')}
          </Flex>
        ) : (
          t('admin.giftPhoto.hint')
        )}
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
      <ConfirmDialogView
        open={confirming}
        title={t('admin.giftPhoto.removeTitle')}
        action={t('admin.giftPhoto.remove')}
        busy={removal.loading}
        busyText={t('admin.giftPhoto.remove')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      >
        <Text color="ink">{t('admin.giftPhoto.removeText', { name: current.name })}</Text>
      </ConfirmDialogView>
    </Field.Root>
  );
}
