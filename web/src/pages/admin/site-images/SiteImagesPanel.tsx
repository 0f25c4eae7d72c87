import { Box, Button, chakra, Flex, IconButton, Spinner, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useT } from '../../../i18n/useT';
import { openerButtonStyle } from '../AdminSection';
import { AdminSiteImagesDocument } from '../gql/graphql';
import { ScrollTable } from '../ScrollTable';
import type { AdminSiteImage } from './siteImageForm';
import { locationLabel, SITE_IMAGE_FORM_ID, SiteImageForm, versionLabel } from './SiteImageForm';
import { useSiteImageForm } from './useSiteImageForm';

type Form = ReturnType<typeof useSiteImageForm>;

function ImageRow({ image, form }: { image: AdminSiteImage; form: Form }) {
  const t = useT();
  const name = image.alt || image.description || t('admin.siteImages.untitled', { id: image.id });
  return (
    <Table.Row>
      <Table.Cell>
        <chakra.img src={image.thumbnailUrl} alt={image.alt} loading="lazy" w="16" h="16" minW="16" maxW="none" objectFit="cover" rounded="md" bg="ivory.100" />
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{t(locationLabel(image.location))}</Table.Cell>
      <Table.Cell minW="40">
        {name}
        {!image.active && (
          <Text as="span" color="fg.muted" ms="2">
            {t('admin.siteImages.inactive')}
          </Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{t(versionLabel(image.photoVersion))}</Table.Cell>
      <Table.Cell textAlign="end">{image.displayOrder}</Table.Cell>
      <Table.Cell>
        <Flex gap="1">
          <IconButton size="sm" variant="ghost" colorPalette="sage" aria-label={t('admin.siteImages.edit', { name })} onClick={() => form.openEdit(image)}>
            <Pencil />
          </IconButton>
          <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('admin.siteImages.delete', { name })} onClick={() => void form.remove(image)} disabled={form.deleting}>
            <Trash2 />
          </IconButton>
        </Flex>
      </Table.Cell>
    </Table.Row>
  );
}

/** Section 7, "Site Images": the couple's photos with thumbnails; upload, edit, delete. Runs its own query. */
export function SiteImagesPanel() {
  const t = useT();
  const { data, error, refetch } = useQuery(AdminSiteImagesDocument);
  const form = useSiteImageForm(refetch);
  const open = form.mode.kind !== 'closed';
  const images = data?.adminSiteImages;
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <Button ref={form.addButtonRef} {...openerButtonStyle} onClick={form.openUpload} aria-expanded={form.mode.kind === 'upload'} aria-controls={open ? SITE_IMAGE_FORM_ID : undefined}>
          <Plus aria-hidden="true" /> {t('admin.siteImages.upload')}
        </Button>
      </Flex>
      {open && <SiteImageForm form={form} />}
      {!images ? (
        error ? (
          <Text color="fg.muted">{t('admin.siteImages.loadFailed')}</Text>
        ) : (
          <Spinner color="sage.600" aria-label={t('admin.siteImages.loading')} />
        )
      ) : images.length === 0 ? (
        <Text color="fg.muted">{t('admin.siteImages.empty')}</Text>
      ) : (
        <ScrollTable label={t('admin.siteImages.table')}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('admin.siteImages.photo')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.siteImages.locationLabel')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.siteImages.alt')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.siteImages.photoVersion')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('admin.siteImages.displayOrder')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('admin.siteImages.actions')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {images.map((image) => (
              <ImageRow key={image.id} image={image} form={form} />
            ))}
          </Table.Body>
        </ScrollTable>
      )}
    </Box>
  );
}
