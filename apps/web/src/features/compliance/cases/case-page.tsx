import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Download, Paperclip } from 'lucide-react';
import type { CaseDetail } from '@sarafi/core';
import { Button, buttonVariants } from '../../../components/ui/button';
import { Card, PageHeader } from '../../../components/ui/card';
import { DateText } from '../../../components/ui/date-text';
import { Dialog } from '../../../components/ui/dialog';
import { Field, Input, Textarea } from '../../../components/ui/field';
import { MoneyText } from '../../../components/ui/money-text';
import { ReasonDialog } from '../../../components/ui/reason-dialog';
import { TableScroll } from '../../../components/ui/table-scroll';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api';
import { downloadExport } from '../../../lib/download';
import { transTypeLabel } from '../../../lib/trans-type-label';
import { useDateFormat } from '../../../lib/use-date-format';
import { LoadError, Spinner } from '../../shell/status-pages';
import { CaseBadges } from './case-badges';
import { caseUrl, useAddNote, useAttach, useCase, useCloseCase, useFileCase } from './cases-api';

const maxTextLength = 4000;

/**
 * Admin: one case — its subject, grounds and deadline, the notes and attachments kept on it, and its outcome: filed
 * with FinTRACA's reference or closed with a reason, once (docs/decisions.md, Compliance: suspicious-activity cases).
 */
export function CasePage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const detail = useCase(id);
  const [exporting, setExporting] = useState(false);
  const download = async () => {
    setExporting(true);
    const done = await downloadExport(`${caseUrl(id)}/str.xlsx`, `str_case_${id}.xlsx`).catch(() => false);
    setExporting(false);
    if (!done) notify.error(t('compliance.cases.downloadFailed'));
  };
  if (detail.error) return <LoadError error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Spinner />;
  const c = detail.data;
  return (
    <div className="max-w-5xl space-y-4">
      <PageHeader title={t('compliance.cases.case', { id: c.id })} subtitle={t('compliance.cases.openedBy', { user: c.openedBy })}>
        <Link to="/compliance/cases" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
          {t('compliance.cases.back')}
        </Link>
        <Button variant="outline" disabled={exporting} onClick={() => void download()} data-testid="case-str">
          <Download className="h-4 w-4" aria-hidden />
          {t('compliance.cases.downloadStr')}
        </Button>
      </PageHeader>
      <CaseOverview detail={c} />
      <CaseTransactions detail={c} />
      <CaseNotes detail={c} />
      <CaseAttachments detail={c} />
    </div>
  );
}

function CaseOverview({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const [deciding, setDeciding] = useState<'file' | 'close' | null>(null);
  const close = useCloseCase(c.id);
  return (
    <Card className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <CaseBadges summary={c} />
        {c.status === 'open' && (
          <div className="flex flex-wrap gap-2">
            <Button onClick={() => setDeciding('file')} data-testid="case-file">
              {t('compliance.cases.fileReport')}
            </Button>
            <Button variant="outline" onClick={() => setDeciding('close')} data-testid="case-close">
              {t('compliance.cases.close')}
            </Button>
          </div>
        )}
      </div>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="text-muted-foreground">{t('compliance.cases.openedAt')}</dt>
        <dd>
          <DateText iso={c.openedAt} withTime />
        </dd>
        <dt className="text-muted-foreground">{t('compliance.cases.deadline')}</dt>
        <dd>
          <DateText iso={c.deadline} />
        </dd>
        {c.accountId !== null && (
          <>
            <dt className="text-muted-foreground">{t('compliance.cases.account')}</dt>
            <dd>
              <Link to={`/accounts/view/${c.accountId}`} className="text-primary underline underline-offset-2">
                <bdi>{c.accountName}</bdi> <bdi dir="ltr">({c.accountCode})</bdi>
              </Link>
            </dd>
          </>
        )}
        <dt className="text-muted-foreground">{t('compliance.cases.grounds')}</dt>
        <dd className="whitespace-pre-wrap">{c.grounds}</dd>
        {c.filedAt && (
          <>
            <dt className="text-muted-foreground">{t('compliance.cases.statuses.filed')}</dt>
            <dd data-testid="case-filed">
              <DateText iso={c.filedAt} withTime /> · {c.filedBy}
              {c.reference && (
                <>
                  {' · '}
                  {t('compliance.cases.reference')}: <bdi dir="ltr">{c.reference}</bdi>
                </>
              )}
            </dd>
          </>
        )}
        {c.closedAt && (
          <>
            <dt className="text-muted-foreground">{t('compliance.cases.statuses.closed')}</dt>
            <dd>
              <DateText iso={c.closedAt} withTime /> · {c.closedBy} · <span className="whitespace-pre-wrap">{c.closeReason}</span>
            </dd>
          </>
        )}
      </dl>
      {deciding === 'file' && <FileDialog caseId={c.id} onClose={() => setDeciding(null)} />}
      {deciding === 'close' && (
        <ReasonDialog
          title={t('compliance.cases.closeTitle')}
          description={t('compliance.cases.closeDescription')}
          label={t('compliance.cases.reason')}
          requiredMessage={t('errors.compliance.caseReasonRequired')}
          maxLength={maxTextLength}
          confirmLabel={t('compliance.cases.close')}
          busy={close.isPending}
          onConfirm={(reason) =>
            close.mutate(
              { reason },
              {
                onSuccess: () => {
                  notify.success(t('compliance.cases.closedDone'));
                  setDeciding(null);
                },
                onError: (error) => notify.error(errorMessage(error, t('compliance.cases.saveFailed'))),
              },
            )
          }
          onClose={() => setDeciding(null)}
        />
      )}
    </Card>
  );
}

/** Marks the report filed; FinTRACA's reference is optional, as the portal may give it later. */
function FileDialog({ caseId, onClose }: { caseId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const file = useFileCase(caseId);
  const [reference, setReference] = useState('');
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={t('compliance.cases.fileTitle')} description={t('compliance.cases.fileDescription')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          file.mutate(
            { reference: reference.trim() || null },
            {
              onSuccess: () => {
                notify.success(t('compliance.cases.filedDone'));
                onClose();
              },
              onError: (error) => notify.error(errorMessage(error, t('compliance.cases.saveFailed'))),
            },
          );
        }}
      >
        <Field label={t('compliance.cases.reference')}>
          {(control) => <Input {...control} dir="ltr" maxLength={100} value={reference} onChange={(e) => setReference(e.target.value)} data-testid="case-reference" />}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={file.isPending}>
            {t('compliance.cases.fileReport')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function CaseTransactions({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  if (c.transactions.length === 0) return null;
  return (
    <Card className="p-0">
      <h2 className="px-4 pt-4 font-semibold">{t('compliance.cases.transactions')}</h2>
      <TableScroll>
        <table className="mt-2 w-full text-sm">
          <thead className="bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th className="px-3 py-2 text-start">{t('compliance.cases.transaction')}</th>
              <th className="px-3 py-2 text-start">{t('compliance.cases.date')}</th>
              <th className="px-3 py-2 text-start">{t('compliance.cases.type')}</th>
              <th className="px-3 py-2 text-end">{t('compliance.cases.amount')}</th>
              <th className="px-3 py-2 text-start">{t('compliance.cases.description')}</th>
            </tr>
          </thead>
          <tbody>
            {c.transactions.map((x) => (
              <tr key={x.id} className="border-t border-border">
                <td className="px-3 py-2 tabular-nums">{x.id}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  <DateText iso={x.transDate} />
                </td>
                <td className="px-3 py-2">{transTypeLabel(t, x.transType)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-end">
                  <MoneyText amount={x.amount} symbol={x.currencyCode ?? ''} />
                </td>
                <td className="px-3 py-2">
                  <bdi>{x.description ?? ''}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Card>
  );
}

function CaseNotes({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const add = useAddNote(c.id);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Card className="space-y-3">
      <h2 className="font-semibold">{t('compliance.cases.notes')}</h2>
      {c.notes.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('compliance.cases.noNotes')}</p>
      ) : (
        <ol className="space-y-2" data-testid="case-notes">
          {c.notes.map((n) => (
            <li key={n.id} className="rounded-md border border-border p-3 text-sm">
              <p className="whitespace-pre-wrap">{n.text}</p>
              <p className="mt-1 text-xs text-muted-foreground">
                {n.author} · <DateText iso={n.createdAt} withTime />
              </p>
            </li>
          ))}
        </ol>
      )}
      <form
        noValidate
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return setError(t('errors.compliance.caseNoteRequired'));
          add.mutate(text.trim(), {
            onSuccess: () => {
              setText('');
              notify.success(t('compliance.cases.noteAdded'));
            },
            onError: (e) => notify.error(errorMessage(e, t('compliance.cases.saveFailed'))),
          });
        }}
      >
        <Field label={t('compliance.cases.note')} error={error}>
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={maxTextLength}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                setError(undefined);
              }}
              data-testid="case-note"
            />
          )}
        </Field>
        <div className="flex justify-end">
          <Button type="submit" variant="outline" busy={add.isPending}>
            {t('compliance.cases.addNote')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function CaseAttachments({ detail: c }: { detail: CaseDetail }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const attach = useAttach(c.id);
  const hintId = useId();
  return (
    <Card className="space-y-3">
      <h2 className="font-semibold">{t('compliance.cases.attachments')}</h2>
      {c.attachments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('compliance.cases.noAttachments')}</p>
      ) : (
        <ul className="space-y-1 text-sm">
          {c.attachments.map((a) => (
            <li key={a.id} className="flex flex-wrap items-center gap-2">
              <Paperclip className="h-4 w-4 shrink-0 text-muted-foreground" aria-hidden />
              <a href={a.url} className="text-primary underline underline-offset-2">
                <bdi>{a.fileName}</bdi>
              </a>
              <span className="text-xs text-muted-foreground">
                {a.uploadedBy} · {format.dateTime(a.createdAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {/* A label as the button, as the ID images card does: the browser's own file control would speak English. */}
      <div className="space-y-1">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-1.5 text-sm focus-within:ring-2 focus-within:ring-primary">
          <Paperclip className="h-4 w-4" aria-hidden />
          {t('compliance.cases.attach')}
          <input
            type="file"
            accept="image/*,application/pdf"
            className="sr-only"
            aria-describedby={hintId}
            disabled={attach.isPending}
            data-testid="case-attachment"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              attach.mutate(file, {
                onSuccess: () => notify.success(t('compliance.cases.attached')),
                onError: (error) => notify.error(errorMessage(error, t('compliance.cases.saveFailed'))),
              });
            }}
          />
        </label>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('compliance.cases.attachHint')}
        </p>
      </div>
    </Card>
  );
}
