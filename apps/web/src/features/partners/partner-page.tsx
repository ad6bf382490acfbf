import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, Download, Printer } from 'lucide-react';
import { can, grantsOf } from '@sarafi/core';
import { Button, buttonVariants } from '../../components/ui/button';
import { Card, PageHeader } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { useDateFormat } from '../../lib/use-date-format';
import { useCurrentUser } from '../auth/use-current-user';
import { PaperStyle } from '../books/print-paper';
import { LoadError, NotFoundPage, Spinner } from '../shell/status-pages';
import { LetterheadHeader } from '../shop-settings/letterhead-header';
import { StatementFilters } from '../statement/statement-filters';
import { CreditLimitsCard } from './credit-limits-card';
import { PartnerHoldings } from './partner-holdings';
import { downloadPartnerStatement, shopMonthSoFar, usePartnerPosition, usePartnerStatement } from './partner-queries';
import { PartnerStatementTable } from './partner-statement-table';
import { StatementSignatures } from './statement-signatures';

/** The partner's other screens: a settlement with this partner chosen, its commission runs, its reconciliations. */
function PartnerLinks({ id }: { id: number }) {
  const { t } = useTranslation();
  const links = [
    { route: '/transactions/settlement', to: `/transactions/settlement?partner=${id}`, label: t('partners.statement.links.settlement') },
    { route: '/partners/:id/commission', to: `/partners/${id}/commission`, label: t('partners.statement.links.commission') },
    { route: '/partners/:id/reconciliation', to: `/partners/${id}/reconciliation`, label: t('partners.statement.links.reconciliation') },
  ];
  return links.map((link) => (
    <Link key={link.route} to={link.to} className={buttonVariants({ variant: 'outline' })}>
      {link.label}
    </Link>
  ));
}

/** Narrows the statement (and its export) to one of the currencies the partner holds, or shows them all. */
function StatementCurrency({ options, value, onChange }: { options: { currencyId: number; currency: string }[]; value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <div className="w-full sm:w-56 print:hidden">
      <Field label={t('partners.statement.currency')}>
        {(control) => (
          <Select {...control} value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}>
            <option value="">{t('partners.statement.allCurrencies')}</option>
            {options.map((c) => (
              <option key={c.currencyId} value={c.currencyId}>
                {c.currency}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}

/**
 * A partner's statement (docs/decisions.md, Partners and settlements), on screen and on A4 paper to send to the partner: the shop's letterhead, the
 * period in the reader's calendar, every currency's lines (or one currency's), the closing in words, and a place for both
 * signatures. Above it, every currency the partner holds now with its credit limit; admins set the limits below.
 */
export function PartnerPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const format = useDateFormat();
  const { data: user } = useCurrentUser();
  const [range, setRange] = useState(shopMonthSoFar);
  const [currencyId, setCurrencyId] = useState<number>();
  const [exporting, setExporting] = useState(false);
  const { data: statement, error, isLoading, isFetching, refetch } = usePartnerStatement(id, { ...range, currencyId });
  const { data: position } = usePartnerPosition(id);

  if (isLoading) return <Spinner label={t('partners.statement.loading')} />;
  if (!(Number.isInteger(id) && id > 0) || statement === null) return <NotFoundPage />;

  const exportFile = async () => {
    setExporting(true);
    const done = await downloadPartnerStatement(id, { ...range, currencyId }).catch(() => false);
    setExporting(false);
    if (!done) notify.error(t('partners.statement.exportFailed'));
  };
  const partner = statement?.partner;

  return (
    <div className="space-y-4 print:space-y-3">
      <PaperStyle paper="A4" />
      <div className="hidden print:block">
        <LetterheadHeader />
      </div>
      <PageHeader title={t('partners.statement.title')} subtitle={partner && `${partner.accountName} · ${partner.accountCode}`}>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Link to="/partners" className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
            {t('partners.statement.back')}
          </Link>
          <PartnerLinks id={id} />
          <Button variant="outline" disabled={!statement || exporting} onClick={() => void exportFile()}>
            <Download className="h-4 w-4" aria-hidden />
            {t('partners.statement.export')}
          </Button>
          <Button variant="outline" disabled={!statement} onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden />
            {t('partners.statement.print')}
          </Button>
        </div>
      </PageHeader>
      <p className="text-sm" data-testid="statement-period">
        {t('partners.period', { from: format.date(range.from), to: format.date(range.to) })}
      </p>
      <PartnerHoldings position={position} className="bg-card print:hidden" />
      <StatementFilters initial={range} onShow={(next) => setRange({ ...shopMonthSoFar(), ...(next.from && { from: next.from }), ...(next.to && { to: next.to }) })} />
      <StatementCurrency options={position?.currencies ?? []} value={currencyId} onChange={setCurrencyId} />
      {error || !statement ? (
        <LoadError error={error} onRetry={() => void refetch()} />
      ) : (
        <div className={isFetching ? 'space-y-4 opacity-60 transition-opacity' : 'space-y-4'} aria-busy={isFetching}>
          {statement.currencies.length === 0 ? (
            <Card className="py-10 text-center text-muted-foreground">{t('partners.statement.noEntries')}</Card>
          ) : (
            statement.currencies.map((block) => <PartnerStatementTable key={block.currencyId} block={block} partnerName={statement.partner.accountName} />)
          )}
          <StatementSignatures partnerName={statement.partner.accountName} />
        </div>
      )}
      {user && can(grantsOf(user.permissions), 'partners-admin') && <CreditLimitsCard partnerId={id} />}
    </div>
  );
}
