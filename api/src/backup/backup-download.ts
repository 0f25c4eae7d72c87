import { join } from 'node:path';
import type { Context } from '../graphql/context.js';
import type { SentFile } from '../rest/shim.js';

/**
 * GET /api/admin/backup: createBackup writes the file to the backup folder (so what was
 * downloaded is also kept on the server), then the shim streams it from disk. Writing first
 * means a failed backup is a clean error status instead of a download cut off halfway.
 */
export function backupDownload(value: unknown, context: Context): SentFile {
  const { name } = value as { name: string };
  return { filename: name, contentType: 'application/gzip', path: join(context.config.backupDir, name) };
}
