import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useErrorText } from '../../../i18n/useErrorText';
import { useT } from '../../../i18n/useT';
import { UploadFailure } from '../bulk-upload/sendSpreadsheet';
import { AdminSiteImagesDocument, DeleteSiteImageDocument, UpdateSiteImageDocument } from '../gql/graphql';
import { useFormEditor, type EditorMessages } from '../useFormEditor';
import { sendSiteImage } from './sendSiteImage';
import { emptySiteImageForm, MAX_IMAGE_BYTES, siteImageFormValues, siteImageInput, type AdminSiteImage, type SiteImageFormValues } from './siteImageForm';

/** The details, and in the upload form the chosen file. */
type Values = SiteImageFormValues & { file: File | null };

const MESSAGES: EditorMessages = {
  created: 'admin.siteImages.uploaded',
  updated: 'admin.siteImages.updated',
  createFailed: 'admin.siteImages.uploadFailed',
  updateFailed: 'admin.siteImages.updateFailed',
  deleted: 'admin.siteImages.deleted',
  deleteFailed: 'admin.siteImages.deleteFailed',
};
const empty = (): Values => ({ ...emptySiteImageForm(), file: null });
const valuesOf = (image: AdminSiteImage): Values => ({ ...siteImageFormValues(image), file: null });
const refetchImages = { refetchQueries: [AdminSiteImagesDocument], awaitRefetchQueries: true };

/**
 * The Site Images panel's form (useFormEditor): upload a photo with its details (create), edit the
 * details, delete. The upload goes over REST (multipart), so the list is refetched after it.
 */
export function useSiteImageForm(refetch: () => Promise<unknown>) {
  const t = useT();
  const errorText = useErrorText();
  const editor = useFormEditor<AdminSiteImage, Values, never>({ empty, valuesOf, fields: [], messages: MESSAGES });
  const { values, change } = editor;
  const [fileError, setFileError] = useState<string | null>(null);
  const [updateImage] = useMutation(UpdateSiteImageDocument, refetchImages);
  const [deleteImage] = useMutation(DeleteSiteImageDocument, refetchImages);

  const openCreate = () => {
    setFileError(null);
    editor.openCreate();
  };
  const set = <K extends keyof SiteImageFormValues>(key: K, value: SiteImageFormValues[K]) => change(null, (v) => ({ ...v, [key]: value }));
  const chooseFile = (file: File | null) => {
    change(null, (v) => ({ ...v, file }));
    setFileError(file && file.size > MAX_IMAGE_BYTES ? t('error.FILE_TOO_LARGE', { max: 10 }) : null);
  };

  const upload = async (file: File) => {
    try {
      await sendSiteImage(file, values);
    } catch (error) {
      // The server's reason shows under the file input as well as in the toast.
      if (error instanceof UploadFailure && error.details) setFileError(errorText(error.details));
      throw error;
    }
    await refetch();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { file } = values;
    if (editor.mode.kind === 'create' && !file) return setFileError(t('admin.bulkUpload.noFile'));
    if (editor.mode.kind === 'create' && fileError) return;
    await editor.save((editing) => (editing ? updateImage({ variables: { id: editing.id, input: siteImageInput(values) } }) : file ? upload(file) : Promise.resolve()));
  };

  const remove = (image: AdminSiteImage) => editor.remove(image, () => deleteImage({ variables: { id: image.id } }));

  return { ...editor, fileError, openCreate, set, chooseFile, onSubmit, remove };
}
