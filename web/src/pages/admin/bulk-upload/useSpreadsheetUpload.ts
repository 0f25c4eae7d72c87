import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { refetchAfterUpload } from '../useAdminDashboard';
import { useErrorText } from '../../../i18n/useErrorText';
import { useAdminNotices } from '../useAdminNotices';
import { sendSpreadsheet, UploadFailure, type UploadResult } from './sendSpreadsheet';
import type { UploadKind } from './uploadKinds';

/**
 * idle: choosing a file; checking: the preview (dry run) is on its way; preview: what the file
 * would do, waiting for "Import"; importing: the same file sent for real; done: what it did.
 */
export type UploadPhase = 'idle' | 'checking' | 'preview' | 'importing' | 'done';

/** A preview or an import's result, and the file it was for. */
export interface UploadReport {
  result: UploadResult;
  fileName: string;
}

/**
 * One spreadsheet upload panel's logic (parties or party guests, by `kind`): choose a file,
 * preview what it would do (?dryRun=true, nothing written), then import the same file, toast
 * the outcome and refetch the dashboard so its lists show the new parties and guests.
 */
export function useSpreadsheetUpload(kind: UploadKind) {
  const notices = useAdminNotices();
  const errorText = useErrorText();
  const client = useApolloClient();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<UploadPhase>('idle');
  const [report, setReport] = useState<UploadReport | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  /** The report's heading: focus moves there when a preview or result arrives. */
  const reportHeadingRef = useRef<HTMLHeadingElement>(null);
  // Each request gets a number; an answer for an older one (the admin chose another file
  // meanwhile) is ignored.
  const attempt = useRef(0);

  useEffect(() => {
    if (phase === 'preview' || phase === 'done') reportHeadingRef.current?.focus();
  }, [phase]);

  const clearInput = () => {
    if (inputRef.current) inputRef.current.value = '';
  };

  const fail = useCallback(
    (error: unknown) => {
      // Spec §8: the server's message, else "Upload failed" (it answered without one) or
      // "Failed to upload file" (no answer at all).
      if (error instanceof UploadFailure && error.details) notices.failureText(errorText(error.details));
      else notices.failure(null, error instanceof UploadFailure && error.answered ? 'admin.bulkUpload.uploadFailed' : 'admin.bulkUpload.failedToUpload');
    },
    [notices, errorText],
  );

  const chooseFile = useCallback((next: File | null) => {
    attempt.current += 1;
    setFile(next);
    setReport(null);
    setPhase('idle');
  }, []);

  /** "Choose Another File": drops the file and its preview, back to the picker. */
  const chooseAnother = useCallback(() => {
    chooseFile(null);
    clearInput();
    inputRef.current?.focus();
  }, [chooseFile]);

  const preview = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!file) {
      notices.failure(null, 'admin.bulkUpload.noFile');
      inputRef.current?.focus();
      return;
    }
    const id = ++attempt.current;
    setReport(null);
    setPhase('checking');
    try {
      const result = await sendSpreadsheet(kind.path, file, true);
      if (id !== attempt.current) return;
      setReport({ result, fileName: file.name });
      setPhase('preview');
    } catch (error) {
      if (id !== attempt.current) return;
      setPhase('idle');
      fail(error);
    }
  };

  const importFile = async () => {
    if (!file) return;
    const id = ++attempt.current;
    setPhase('importing');
    let result: UploadResult;
    try {
      result = await sendSpreadsheet(kind.path, file, false);
    } catch (error) {
      if (id !== attempt.current) return;
      setPhase('preview');
      fail(error);
      return;
    }
    // The rows are saved whatever the refetch does; a failed refetch leaves the lists as they were.
    try {
      await refetchAfterUpload(client);
    } catch {
      // The dashboard keeps its previous data; a page refresh shows the new rows.
    }
    if (id !== attempt.current) return;
    setReport({ result, fileName: file.name });
    setPhase('done');
    setFile(null);
    clearInput();
    notices.success('admin.bulkUpload.uploaded', { success: result.success, updated: result.updated });
  };

  return {
    file,
    phase,
    report,
    busy: phase === 'checking' || phase === 'importing',
    inputRef,
    reportHeadingRef,
    chooseFile,
    chooseAnother,
    preview,
    importFile,
  };
}
