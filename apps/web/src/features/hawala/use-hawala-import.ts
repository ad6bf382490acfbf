import { useCallback, useEffect, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AccountListItem, HawalaImportMode, HawalaImportResult, HawalaPreviewResponse } from '@sarafi/core';
import { errorMessage } from '../../lib/api';
import { notify } from '../../components/ui/toaster';
import { useRefreshAfterHawala } from './hawala-queries';
import { postForm } from './import-api';
import { rememberedSender, rememberSender } from './import-sender-memory';
import { shopToday } from '../../lib/shop-day';

/** docs/architecture.md, Constants and limits: the result, the preview and the file clear 3 s after an import (not while skipped rows wait to be downloaded). */
export const resultClearMs = 3000;

/**
 * docs/architecture.md, States and transitions, 'Import flow': choose a file, Preview, then Import (only after a preview of that same file succeeded).
 * The result dialog shows, and 3 seconds later file, preview and result are cleared.
 */
export function useHawalaImport() {
  const { t } = useTranslation();
  const refresh = useRefreshAfterHawala();
  const [file, setFileState] = useState<File | null>(null);
  const [transactionDate, setTransactionDate] = useState(shopToday);
  // The partner who sent the sheet: rows without their own Sender Code are booked to it.
  const [sender, setSenderState] = useState<AccountListItem | null>(rememberedSender);
  const [preview, setPreview] = useState<HawalaPreviewResponse | null>(null);
  // All-or-nothing unless the clerk chooses, in the preview, to skip the invalid rows.
  const [mode, setMode] = useState<HawalaImportMode>('all');
  const [previewOpen, setPreviewOpen] = useState(false);
  const [result, setResult] = useState<HawalaImportResult | null>(null);
  // Bumped on clear, so the file input (uncontrolled by nature) is re-created empty.
  const [inputKey, setInputKey] = useState(0);

  const setFile = (next: File | null) => {
    setFileState(next);
    setPreview(null);
  };
  // Another partner makes another import: the preview of the last one no longer says what would be stored.
  const setSender = (next: AccountListItem | null) => {
    setSenderState(next);
    rememberSender(next);
    setPreview(null);
  };
  const clear = useCallback(() => {
    setFileState(null);
    setPreview(null);
    setPreviewOpen(false);
    setResult(null);
    setInputKey((k) => k + 1);
  }, []);

  const previewCall = useMutation({
    mutationFn: ({ chosen, from }: { chosen: File; from: AccountListItem }) => {
      const form = new FormData();
      form.append('senderAccountId', String(from.id));
      form.append('file', chosen);
      return postForm<HawalaPreviewResponse>('/api/hawala/preview', form);
    },
    onSuccess: (data) => {
      setPreview(data);
      setMode('all');
      setPreviewOpen(true);
    },
    onError: (error) => {
      setPreview(null);
      notify.error(errorMessage(error, t('hawala.import.previewFailed')), t('hawala.import.previewFailedTitle'));
    },
  });

  const importCall = useMutation({
    mutationFn: ({ chosen, from }: { chosen: File; from: AccountListItem }) => {
      const form = new FormData();
      // The fields first: a streaming server reads them before the file.
      form.append('transactionDate', transactionDate);
      form.append('senderAccountId', String(from.id));
      form.append('mode', mode);
      form.append('file', chosen);
      return postForm<HawalaImportResult>('/api/hawala/import', form);
    },
    onSuccess: (data) => {
      setPreviewOpen(false);
      setResult(data);
      void refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('hawala.import.importFailed')), t('hawala.import.importFailedTitle')),
  });

  useEffect(() => {
    if (!result || result.skipped.length > 0) return;
    const timer = setTimeout(clear, resultClearMs);
    return () => clearTimeout(timer);
  }, [result, clear]);

  // docs/decisions.md, Hawala import: nothing to add (every row a duplicate, or every row invalid) leaves 'Import 0 Records' disabled; invalid
  // rows block the import unless the clerk chose to skip them.
  const previewed = preview !== null && preview.preview.length > 0 && (preview.errors.length === 0 || mode === 'valid');
  return {
    file,
    setFile,
    transactionDate,
    setTransactionDate,
    sender,
    setSender,
    preview,
    previewOpen,
    mode,
    setMode,
    closePreview: () => setPreviewOpen(false),
    result,
    clear,
    inputKey,
    previewing: previewCall.isPending,
    importing: importCall.isPending,
    canImport: file !== null && sender !== null && previewed && !importCall.isPending,
    runPreview: () => file && sender && previewCall.mutate({ chosen: file, from: sender }),
    runImport: () => {
      // docs/architecture.md, Validation: an import without a file is refused outright.
      if (!file) return notify.error(t('hawala.import.noFile'), t('hawala.import.importFailedTitle'));
      if (!sender) return notify.error(t('hawala.import.senderRequired'), t('hawala.import.importFailedTitle'));
      importCall.mutate({ chosen: file, from: sender });
    },
  };
}
