import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, CircleDashed, Download, Loader2, ShieldCheck, X } from 'lucide-react';
import type { BackupRecord } from '@sarafi/core';
import { Badge, Card } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { DateText } from '../../components/ui/date-text';
import { cn } from '../../lib/cn';
import { fileSize } from './file-size';

/**
 * One grid for the header and every row on a wide screen (fixed action column, so header and rows line up); below
 * xl, where the sidebar leaves too little room for five columns, each backup is a card of label–value lines.
 */
const columns = 'xl:grid xl:grid-cols-[minmax(0,1.5fr)_7rem_7.5rem_minmax(0,2fr)_16rem] xl:items-start xl:gap-4';

/** A value with its column's name: visible on a phone card, for screen readers only beside the header row. */
function Cell({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3 xl:block xl:min-w-0', className)}>
      <span className="shrink-0 text-xs font-medium text-muted-foreground xl:sr-only">{label}</span>
      <div className="min-w-0 text-end xl:text-start">{children}</div>
    </div>
  );
}

function Verification({ record }: { record: BackupRecord }) {
  const { t } = useTranslation();
  const checked = record.verification;
  if (!checked) {
    return (
      <Badge variant="warning" className="gap-1">
        <CircleDashed className="size-3" aria-hidden />
        {t('backups.unverified')}
      </Badge>
    );
  }
  return (
    <div className="space-y-1">
      <Badge variant={checked.ok ? 'success' : 'danger'} className="gap-1">
        {checked.ok ? <Check className="size-3" aria-hidden /> : <X className="size-3" aria-hidden />}
        {checked.ok ? t('backups.verified') : t('backups.failed')}
      </Badge>
      {!checked.ok && (
        <p className="text-xs break-words text-red-700">
          {t(`backups.failure.${checked.failure ?? 'restoreFailed'}`)}
          {checked.reason && (
            // The server's own detail, in English, kept left to right inside a Dari or Pashto line.
            <bdi dir="ltr" className="block font-mono text-[11px] text-muted-foreground">
              {checked.reason}
            </bdi>
          )}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {t('backups.checkedAt')} <DateText iso={checked.at} withTime />
      </p>
    </div>
  );
}

interface RowProps {
  record: BackupRecord;
  verifying: boolean;
  verifyDisabled: boolean;
  downloading: boolean;
  onVerify: () => void;
  onDownload: () => void;
}

function BackupRow({ record, verifying, verifyDisabled, downloading, onVerify, onDownload }: RowProps) {
  const { t } = useTranslation();
  const timeId = useId();
  const size = fileSize(record.bytes);
  return (
    <li data-testid={`backup-${record.name}`} className={cn('space-y-2 p-4 xl:space-y-0 xl:px-4 xl:py-3', columns)}>
      <Cell label={t('backups.columns.time')}>
        <p id={timeId} className="font-medium">
          <DateText iso={record.takenAt} withTime />
        </p>
        <p className="font-mono text-xs break-all text-muted-foreground" dir="ltr">
          {record.name}
        </p>
      </Cell>
      <Cell label={t('backups.columns.size')}>
        <span className="whitespace-nowrap tabular-nums">{t(`backups.size.${size.unit}`, { size: size.size })}</span>
      </Cell>
      <Cell label={t('backups.columns.trigger')}>
        <Badge variant={record.trigger === 'manual' ? 'info' : 'neutral'}>{t(`backups.triggers.${record.trigger}`)}</Badge>
      </Cell>
      <Cell label={t('backups.columns.verified')}>
        <Verification record={record} />
      </Cell>
      <div className="flex flex-wrap justify-end gap-2 pt-1 xl:pt-0">
        <Button size="sm" variant="outline" aria-describedby={timeId} disabled={downloading} onClick={onDownload}>
          {downloading ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Download className="size-4" aria-hidden />}
          {downloading ? t('backups.downloading') : t('backups.download')}
        </Button>
        <Button size="sm" variant="outline" aria-describedby={timeId} disabled={verifyDisabled} onClick={onVerify}>
          {verifying ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <ShieldCheck className="size-4" aria-hidden />}
          {verifying ? t('backups.verifying') : t('backups.verify')}
        </Button>
      </div>
    </li>
  );
}

interface ListProps {
  backups: BackupRecord[];
  /** The backup being checked or downloaded, if any; a server checks one backup at a time. */
  verifying: string | undefined;
  downloading: string | undefined;
  onVerify: (name: string) => void;
  onDownload: (name: string) => void;
}

/** The stored backups, newest first as the server lists them. */
export function BackupList({ backups, verifying, downloading, onVerify, onDownload }: ListProps) {
  const { t } = useTranslation();
  if (backups.length === 0) return <Card className="py-10 text-center text-muted-foreground">{t('backups.empty')}</Card>;
  return (
    <Card className="p-0">
      <div aria-hidden className={cn('hidden border-b border-border bg-muted px-4 py-2 text-xs font-semibold text-muted-foreground', columns)}>
        <span>{t('backups.columns.time')}</span>
        <span>{t('backups.columns.size')}</span>
        <span>{t('backups.columns.trigger')}</span>
        <span>{t('backups.columns.verified')}</span>
        <span className="text-end">{t('backups.columns.actions')}</span>
      </div>
      <ul className="divide-y divide-border" aria-label={t('backups.listLabel')}>
        {backups.map((record) => (
          <BackupRow
            key={record.name}
            record={record}
            verifying={verifying === record.name}
            verifyDisabled={verifying !== undefined}
            downloading={downloading === record.name}
            onVerify={() => onVerify(record.name)}
            onDownload={() => onDownload(record.name)}
          />
        ))}
      </ul>
    </Card>
  );
}
