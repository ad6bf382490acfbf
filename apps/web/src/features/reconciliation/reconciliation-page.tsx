import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { accountDisplayName, accountNature, type ReconciliationColumns, type ReconciliationMapping } from '@sarafi/core';
import { PageHeader } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { shopToday } from '../../lib/shop-day';
import { useAccount } from '../accounts/account-queries';
import { LoadError, NotFoundPage, Spinner } from '../shell/status-pages';
import { ColumnMappingCard } from './column-mapping-card';
import { emptyMapping, proposeMapping } from './mapping-draft';
import { ReconciliationGroups } from './reconciliation-groups';
import { ReconciliationList } from './reconciliation-list';
import { useReconciliation, useRunReconciliation, useSheetColumns } from './reconciliation-queries';
import { ReconciliationSummary } from './reconciliation-summary';
import { SheetUploadCard, type RunSettings } from './sheet-upload-card';

/** The week before today: partners compare books weekly (docs/decisions.md, Reconciliation). */
function lastWeek(): RunSettings {
  const to = shopToday();
  const from = new Date(`${to}T00:00:00Z`);
  from.setUTCDate(from.getUTCDate() - 6);
  return { from: from.toISOString().slice(0, 10), to, toleranceDays: '3', closingCurrency: '', closingAmount: '' };
}

/**
 * Reconciliation of a partner's own sheet (docs/decisions.md, Reconciliation): upload it, map its columns (remembered per partner), run,
 * and read the four groups with the balance explanation; a kept run is reopened from the list (`?run=` in the URL).
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const partnerId = Number(useParams().id);
  const [search, setSearch] = useSearchParams();
  const openId = Number(search.get('run')) || null;
  const { data: partner, error, refetch, isPending } = useAccount(partnerId);
  const [settings, setSettings] = useState(lastWeek);
  const [file, setFile] = useState<File | null>(null);
  const [columns, setColumns] = useState<ReconciliationColumns | null>(null);
  const [mapping, setMapping] = useState<ReconciliationMapping>(emptyMapping);
  const readColumns = useSheetColumns(partnerId);
  const run = useRunReconciliation(partnerId);
  const opened = useReconciliation(openId);
  const open = (id: number) => setSearch({ run: String(id) });

  if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
  if (isPending && Number.isInteger(partnerId) && partnerId > 0) return <Spinner />;
  if (!partner) return <NotFoundPage />;
  // The partner's balance reads as owed to / owed by the shop, and so does every amount of the run.
  const nature = accountNature({ ...partner, isSystem: false });

  const choose = (chosen: File) => {
    setFile(chosen);
    setColumns(null);
    readColumns.mutate(chosen, {
      onSuccess: (read) => {
        setColumns(read);
        setMapping(proposeMapping(read.headers, read.mapping));
      },
      onError: (failure) => notify.error(errorMessage(failure, t('reconciliation.upload.failed'))),
    });
  };
  const start = () => {
    if (!file) return;
    const closing = settings.closingCurrency && settings.closingAmount.trim() ? { currency: settings.closingCurrency, amount: settings.closingAmount.replaceAll(',', '').trim() } : null;
    run.mutate(
      { file, mapping, from: settings.from, to: settings.to, toleranceDays: settings.toleranceDays, closing },
      { onSuccess: (result) => open(result.id), onError: (failure) => notify.error(errorMessage(failure, t('reconciliation.mapping.failed'))) },
    );
  };

  return (
    <div className="space-y-6">
      <PageHeader title={t('reconciliation.title')} subtitle={`${accountDisplayName(partner)} (${partner.accountCode})`} />
      <SheetUploadCard settings={settings} onSettings={setSettings} onFile={choose} reading={readColumns.isPending} fileName={file?.name ?? null} />
      {columns && <ColumnMappingCard columns={columns} mapping={mapping} onMapping={setMapping} onRun={start} running={run.isPending} />}
      {opened.error && <LoadError error={opened.error} onRetry={() => void opened.refetch()} />}
      {openId !== null && opened.isPending && <Spinner />}
      {opened.data && (
        <>
          <ReconciliationSummary result={opened.data} nature={nature} />
          <ReconciliationGroups key={opened.data.id} result={opened.data} nature={nature} />
        </>
      )}
      <ReconciliationList partnerId={partnerId} openId={openId} onOpen={open} />
    </div>
  );
}
