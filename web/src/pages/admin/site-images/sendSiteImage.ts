import type { ErrorDetails } from '../../../apollo/errors';
import { UploadFailure } from '../bulk-upload/sendSpreadsheet';
import { siteImageInput, type SiteImageFormValues } from './siteImageForm';

/**
 * POSTs the photo as multipart/form-data (field "file"), its details in the query string, with
 * the session cookie. Plain fetch: the browser sets the multipart boundary.
 */
export async function sendSiteImage(file: File, values: SiteImageFormValues): Promise<void> {
  const input = siteImageInput(values);
  const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, String(v)]));
  const form = new FormData();
  form.set('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/admin/site-images?${query}`, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new UploadFailure(null, false);
  }
  if (response.ok) return;
  const body = (await response.json().catch(() => null)) as Partial<ErrorDetails> | null;
  throw new UploadFailure(body && typeof body.message === 'string' ? (body as ErrorDetails) : null, true);
}
