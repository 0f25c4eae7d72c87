import type { ErrorDetails } from '../../../apollo/errors';

/** One refused row of an upload, as the server sends it. */
export interface UploadRowError {
  row: number;
  /** "Row 4: Smith (02139)", in English. */
  guest: string;
  /** The party or guest the row names, e.g. "Smith (02139)"; may be empty. */
  label: string;
  /** What is wrong, in English (shown when this build does not know messageCode). */
  error: string;
  messageCode?: string;
  field?: string | null;
  params?: Array<{ name: string; value: string }>;
}

/** Spec §3 "Bulk upload result", with what a preview (dryRun) would do. */
export interface UploadResult {
  success: number;
  updated: number;
  unchanged: number;
  failed: number;
  dryRun: boolean;
  errors: UploadRowError[];
}

/**
 * Why an upload did not give a result: the server's message (`details`, e.g. COLUMNS_MISSING),
 * or `answered` false when no answer came at all (offline, server down).
 */
export class UploadFailure extends Error {
  constructor(
    readonly details: ErrorDetails | null,
    readonly answered: boolean,
  ) {
    super(details?.message ?? 'Upload failed');
    this.name = 'UploadFailure';
  }
}

const isResult = (body: unknown): body is UploadResult =>
  typeof body === 'object' && body !== null && typeof (body as UploadResult).success === 'number' && Array.isArray((body as UploadResult).errors);

function detailsOf(body: unknown): ErrorDetails | null {
  if (typeof body !== 'object' || body === null) return null;
  const { message, messageCode, params } = body as Record<string, unknown>;
  if (typeof message !== 'string' || message === '') return null;
  return {
    message,
    ...(typeof messageCode === 'string' ? { messageCode } : {}),
    ...(params && typeof params === 'object' && !Array.isArray(params) ? { params: params as ErrorDetails['params'] } : {}),
  };
}

/**
 * POSTs the file as multipart/form-data (field "file") with the session cookie; `dryRun` asks
 * what the import would do without writing. Plain fetch: the browser sets the multipart boundary.
 */
export async function sendSpreadsheet(path: string, file: File, dryRun: boolean): Promise<UploadResult> {
  const form = new FormData();
  form.set('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(dryRun ? `${path}?dryRun=true` : path, { method: 'POST', body: form, credentials: 'same-origin' });
  } catch {
    throw new UploadFailure(null, false);
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isResult(body)) return body;
  throw new UploadFailure(detailsOf(body), true);
}

/** A row error's params as the message catalogue takes them ({max: "100"}). */
export function rowErrorDetails({ error, messageCode, params }: UploadRowError): ErrorDetails {
  return { message: error, ...(messageCode ? { messageCode } : {}), params: Object.fromEntries((params ?? []).map((p) => [p.name, p.value])) };
}
