import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { UploadFailure } from '../bulk-upload/sendSpreadsheet';
import { AdminSiteImagesDocument, DeleteSiteImageDocument, UpdateSiteImageDocument } from '../gql/graphql';
import { useAdminNotices } from '../useAdminNotices';
import { sendSiteImage } from './sendSiteImage';
import { emptySiteImageForm, MAX_IMAGE_BYTES, siteImageFormValues, siteImageInput, type AdminSiteImage, type SiteImageFormValues } from './siteImageForm';

type Mode = { kind: 'closed' } | { kind: 'upload' } | { kind: 'edit'; image: AdminSiteImage };

const refetchImages = { refetchQueries: [AdminSiteImagesDocument], awaitRefetchQueries: true };

/** The Site Images panel's form: upload a photo with its details, edit the details, delete. */
export function useSiteImageForm(refetch: () => Promise<unknown>) {
  const t = useT();
  const errorText = useErrorText();
  const notices = useAdminNotices();
  const [mode, setMode] = useState<Mode>({ kind: 'closed' });
  const [values, setValues] = useState<SiteImageFormValues>(emptySiteImageForm);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const addButtonRef = useRef<HTMLButtonElement>(null);
  const [updateImage, updated] = useMutation(UpdateSiteImageDocument, refetchImages);
  const [deleteImage, deleted] = useMutation(DeleteSiteImageDocument, refetchImages);

  const close = useCallback(() => {
    setValues(emptySiteImageForm());
    setFile(null);
    setFileError(null);
    setMode({ kind: 'closed' });
    addButtonRef.current?.focus();
  }, []);
  const openUpload = useCallback(() => {
    setValues(emptySiteImageForm());
    setMode({ kind: 'upload' });
  }, []);
  const openEdit = useCallback((image: AdminSiteImage) => {
    setValues(siteImageFormValues(image));
    setMode({ kind: 'edit', image });
  }, []);
  const set = useCallback(<K extends keyof SiteImageFormValues>(key: K, value: SiteImageFormValues[K]) => setValues((v) => ({ ...v, [key]: value })), []);
  const chooseFile = useCallback(
    (chosen: File | null) => {
      setFile(chosen);
      setFileError(chosen && chosen.size > MAX_IMAGE_BYTES ? t('error.FILE_TOO_LARGE', { max: 10 }) : null);
    },
    [t],
  );

  const upload = async () => {
    if (!file) {
      setFileError(t('admin.bulkUpload.noFile'));
      return;
    }
    if (fileError) return;
    setUploading(true);
    try {
      await sendSiteImage(file, values);
      await refetch();
    } catch (error) {
      if (error instanceof UploadFailure && error.details) {
        setFileError(errorText(error.details));
        notices.failureText(errorText(error.details));
      } else notices.failure(null, 'admin.siteImages.uploadFailed');
      return;
    } finally {
      setUploading(false);
    }
    notices.success('admin.siteImages.uploaded');
    close();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode.kind === 'upload') return upload();
    if (mode.kind !== 'edit') return;
    try {
      await updateImage({ variables: { id: mode.image.id, input: siteImageInput(values) } });
    } catch (error) {
      notices.failure(error, 'admin.siteImages.updateFailed');
      return;
    }
    notices.success('admin.siteImages.updated');
    close();
  };

  const remove = async (image: AdminSiteImage) => {
    if (!window.confirm(t('admin.siteImages.confirmDelete'))) return;
    try {
      await deleteImage({ variables: { id: image.id } });
    } catch (error) {
      notices.failure(error, 'admin.siteImages.deleteFailed');
      return;
    }
    notices.success('admin.siteImages.deleted');
    if (mode.kind === 'edit' && mode.image.id === image.id) close();
  };

  return {
    mode,
    values,
    file,
    fileError,
    addButtonRef,
    saving: uploading || updated.loading,
    deleting: deleted.loading,
    openUpload,
    openEdit,
    cancel: close,
    set,
    chooseFile,
    onSubmit,
    remove,
  };
}
