import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useT } from '../../../i18n/useT';
import { AdminSiteImagesDocument } from '../gql/graphql';
import { AddButton } from '../resource/AddButton';
import { ResourceTable, type Column } from '../resource/ResourceTable';
import type { AdminSiteImage } from './siteImageForm';
import { locationLabel, SITE_IMAGE_FORM_ID, SiteImageForm, versionLabel } from './SiteImageForm';
import { useSiteImageForm } from './useSiteImageForm';

/** How a photo is named in its row's buttons: its alt text, else its description, else its number. */
function useImageName() {
  const t = useT();
  return (image: AdminSiteImage) => image.alt || image.description || t('admin.siteImages.untitled', { id: image.id });
}

function useColumns(): Column<AdminSiteImage>[] {
  const t = useT();
  const nameOf = useImageName();
  return [
    {
      header: 'admin.siteImages.photo',
      cell: (image) => <chakra.img src={image.thumbnailUrl} alt={image.alt} loading="lazy" w="16" h="16" minW="16" maxW="none" objectFit="cover" rounded="md" bg="ivory.100" />,
    },
    { header: 'admin.siteImages.locationLabel', cell: (image) => t(locationLabel(image.location)), cellProps: { whiteSpace: 'nowrap' } },
    {
      header: 'admin.siteImages.alt',
      cell: (image) => (
        <>
          {nameOf(image)}
          {!image.active && (
            <Text as="span" color="fg.muted" ms="2">
              {t('admin.siteImages.inactive')}
            </Text>
          )}
        </>
      ),
      cellProps: { minW: '40' },
    },
    { header: 'admin.siteImages.photoVersion', cell: (image) => t(versionLabel(image.photoVersion)), cellProps: { whiteSpace: 'nowrap' } },
    { header: 'admin.siteImages.displayOrder', cell: (image) => image.displayOrder, align: 'end' },
  ];
}

/** Section 7, "Site Images": the couple's photos with thumbnails; upload, edit, delete. Runs its own query. */
export function SiteImagesPanel() {
  const t = useT();
  const { data, error, refetch } = useQuery(AdminSiteImagesDocument);
  const form = useSiteImageForm(refetch);
  const columns = useColumns();
  const nameOf = useImageName();
  return (
    <Box>
      <Flex justify="flex-end" mb="4">
        <AddButton mode={form.mode} buttonRef={form.addButtonRef} formId={SITE_IMAGE_FORM_ID} label={t('admin.siteImages.upload')} onClick={form.openCreate} />
      </Flex>
      {form.mode.kind !== 'closed' && <SiteImageForm form={form} />}
      <ResourceTable
        label={t('admin.siteImages.table')}
        items={data?.adminSiteImages}
        failed={Boolean(error)}
        loading={t('admin.siteImages.loading')}
        loadFailed={t('admin.siteImages.loadFailed')}
        empty={t('admin.siteImages.empty')}
        columns={columns}
        actionsHeader="admin.siteImages.actions"
        edit={{ label: (image) => t('admin.siteImages.edit', { name: nameOf(image) }), run: form.openEdit }}
        remove={{
          label: (image) => t('admin.siteImages.delete', { name: nameOf(image) }),
          title: (image) => t('admin.deleteTitle', { name: nameOf(image) }),
          text: () => t('admin.siteImages.confirmDelete'),
          run: form.remove,
        }}
      />
    </Box>
  );
}
