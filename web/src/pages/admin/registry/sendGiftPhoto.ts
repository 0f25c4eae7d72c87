import type { ErrorDetails } from '../../../apollo/errors';
import { UploadFailure } from '../bulk-upload/sendSpreadsheet';
import type { AdminRegistryItemImageFragment } from '../gql/graphql';

/**
 * POSTs a gift's photo as multipart/form-data (field "file") with the session cookie, as site
 * images are sent. Plain fetch: the browser sets the multipart boundary.
 */
/** Resolves to the item as stored (its signed photo and sizes). */
export async function sendGiftPhoto(itemId: number, file: File): Promise<AdminRegistryItemImageFragment> {
  const form = new FormData();
  form.set('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/admin/registry-items/${itemId}/image`, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new UploadFailure(null, false);
  }
  if (response.ok) return (await response.json()) as AdminRegistryItemImageFragment;
  const body = (await response.json().catch(() => null)) as Partial<ErrorDetails> | null;
  throw new UploadFailure(body && typeof body.message === 'string' ? (body as ErrorDetails) : null, true);
}
