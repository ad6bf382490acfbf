import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Plus } from 'lucide-react';
import { caseStatuses, type CaseStatus } from '@sarafi/core';
import { Button } from '../../../components/ui/button';
import { Card, PageHeader } from '../../../components/ui/card';
import { DateText } from '../../../components/ui/date-text';
import { Field, Select } from '../../../components/ui/field';
import { TableScroll } from '../../../components/ui/table-scroll';
import { LoadError, Spinner } from '../../shell/status-pages';
import { CaseBadges } from './case-badges';
import { useCases } from './cases-api';
import { OpenCaseForm } from './open-case-form';

/**
 * Admin: the suspicious-activity cases with their report deadlines, overdue ones marked, and a case opened by the
 * numbers of its account or transactions (docs/decisions.md, Compliance: suspicious-activity cases). The account page
 * and a transaction's history link here with `?accountId=` or `?transactionId=`, which opens the form filled in.
 */
export function CasesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const preset = { accountId: params.get('accountId') ?? '', transactionIds: params.get('transactionId') ?? '' };
  const [opening, setOpening] = useState(Boolean(preset.accountId || preset.transactionIds));
  const [status, setStatus] = useState<CaseStatus | 'all'>('open');
  const cases = useCases(status);
  const closeForm = () => {
    setOpening(false);
    setParams({}, { replace: true });
  };

  return (
    <div className="max-w-6xl space-y-6">
      <PageHeader title={t('compliance.cases.title')} subtitle={t('compliance.cases.subtitle')}>
        {!opening && (
          <Button onClick={() => setOpening(true)}>
            <Plus className="h-4 w-4" aria-hidden />
            {t('compliance.cases.newCase')}
          </Button>
        )}
      </PageHeader>
      {opening && <OpenCaseForm {...preset} onCancel={closeForm} />}
      <div className="max-w-xs">
        <Field label={t('compliance.cases.show')}>
          {(control) => (
            <Select {...control} value={status} onChange={(e) => setStatus(e.target.value as CaseStatus | 'all')} data-testid="case-status-filter">
              {[...caseStatuses, 'all' as const].map((value) => (
                <option key={value} value={value}>
                  {t(`compliance.cases.statuses.${value}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      {cases.error ? (
        <LoadError error={cases.error} onRetry={() => void cases.refetch()} />
      ) : !cases.data ? (
        <Spinner />
      ) : cases.data.cases.length === 0 ? (
        <Card className="py-10 text-center text-muted-foreground">{t('compliance.cases.none')}</Card>
      ) : (
        <Card className="p-0">
          <TableScroll>
            <table className="w-full text-sm" data-testid="cases-table">
              <thead className="bg-muted/50 text-start text-xs text-muted-foreground">
                <tr>
                  <th className="px-3 py-2 text-start">{t('compliance.cases.number')}</th>
                  <th className="px-3 py-2 text-start">{t('compliance.cases.status')}</th>
                  <th className="px-3 py-2 text-start">{t('compliance.cases.subject')}</th>
                  <th className="px-3 py-2 text-start">{t('compliance.cases.grounds')}</th>
                  <th className="px-3 py-2 text-start">{t('compliance.cases.openedAt')}</th>
                  <th className="px-3 py-2 text-start">{t('compliance.cases.deadline')}</th>
                </tr>
              </thead>
              <tbody>
                {cases.data.cases.map((c) => (
                  <tr key={c.id} className="border-t border-border align-top">
                    <td className="whitespace-nowrap px-3 py-2">
                      <Link to={`/compliance/cases/${c.id}`} className="font-medium text-primary underline underline-offset-2">
                        {t('compliance.cases.case', { id: c.id })}
                      </Link>
                    </td>
                    <td className="px-3 py-2">
                      <CaseBadges summary={c} />
                    </td>
                    <td className="px-3 py-2">
                      {c.accountName && <bdi className="block">{c.accountName}</bdi>}
                      {c.transactionIds.length > 0 && <span className="block text-muted-foreground">{t('compliance.cases.transactionCount', { count: c.transactionIds.length })}</span>}
                    </td>
                    <td className="min-w-48 max-w-xs px-3 py-2">
                      <p className="line-clamp-2">{c.grounds}</p>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <DateText iso={c.openedAt} />
                    </td>
                    <td className="whitespace-nowrap px-3 py-2">
                      <DateText iso={c.deadline} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Card>
      )}
    </div>
  );
}
