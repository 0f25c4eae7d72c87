import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/postgresql';
import { AppError, conflict } from '../graphql/errors.js';
import type { BulkUploadResultType } from './bulk-upload.types.js';

/** The counts and refusals of one upload, as rows are applied. */
export class ImportTally {
  success = 0;
  updated = 0;
  unchanged = 0;
  private readonly refused: BulkUploadResultType['errors'] = [];

  /** Records a row's refusal; an error that is not about the row's content is rethrown. */
  refuse(row: number, label: string, err: unknown): void {
    if (!(err instanceof AppError) || err.extensions.code !== 'BAD_USER_INPUT') throw err;
    const { messageCode, params, field } = err.extensions as { messageCode: string; params?: Record<string, string | number>; field?: string };
    this.refused.push({
      row,
      label,
      guest: `Row ${row}: ${label}`,
      error: err.message,
      messageCode,
      field,
      params: Object.entries(params ?? {}).map(([name, value]) => ({ name, value: String(value) })),
    });
  }

  result(dryRun: boolean): BulkUploadResultType {
    const { success, updated, unchanged, refused } = this;
    return { success, updated, unchanged, failed: refused.length, dryRun, errors: refused };
  }
}

/** Runs a check for one cell, so that its error names the spreadsheet's column. */
export function inColumn<T>(column: string, check: () => T): T {
  try {
    return check();
  } catch (err) {
    if (err instanceof AppError) (err.extensions as { field?: string }).field = column;
    throw err;
  }
}

class Preview extends Error {
  constructor(readonly result: BulkUploadResultType) {
    super('preview');
  }
}

/**
 * Applies every valid row of an upload in one transaction: all of them are written, or none
 * when anything unexpected fails. A dry run does exactly the same work and rolls it back, so
 * its answer is what the import would do.
 */
export async function runImport(em: EntityManager, dryRun: boolean, apply: (tx: EntityManager, tally: ImportTally) => Promise<void>) {
  try {
    return await em.transactional(async (tx) => {
      const tally = new ImportTally();
      await apply(tx, tally);
      await tx.flush();
      if (dryRun) throw new Preview(tally.result(true));
      return tally.result(false);
    });
  } catch (err) {
    if (err instanceof Preview) return err.result;
    if (err instanceof UniqueConstraintViolationException) {
      throw conflict('IMPORT_CONFLICT', 'Someone changed the same parties or guests while this file was imported; upload it again');
    }
    throw err;
  }
}
