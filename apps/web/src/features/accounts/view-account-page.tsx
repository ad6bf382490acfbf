import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountDisplayName, can, grantsOf } from '@sarafi/core';
import { ArrowLeft, FileText, Pencil, ShieldAlert } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { Badge, Card, PageHeader } from '../../components/ui/card';
import { Spinner } from '../shell/status-pages';
import { AccountNotFound } from './account-not-found';
import { useAccount } from './account-queries';
import { CurrencyBadge } from './currency-badge';
import { useAccountName } from './use-account-name';
import { DateText } from '../../components/ui/date-text';
import { useDateFormat } from '../../lib/use-date-format';
import { AccountBalanceCard } from '../balances/account-balance-card';
import { IdentityCard } from '../compliance/kyc/identity-card';
import { IdImagesCard } from '../compliance/kyc/id-images-card';
import { useCurrentUser } from '../auth/use-current-user';

function InfoCard({ title, rows }: { title: string; rows: [string, ReactNode | null | undefined][] }) {
  const present = rows.filter(([, value]) => value);
  if (present.length === 0) return null;
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{title}</h2>
      <dl className="space-y-2 text-sm">
        {present.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="text-end font-medium">{value}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** docs/architecture.md, Screens, View Account, with the real last-update time instead of a fixed text (docs/architecture.md, Where we differ from the original product). */
export function ViewAccountPage() {
  const { t } = useTranslation();
  const format = useDateFormat();
  const id = Number(useParams().id);
  const { data: account, isLoading } = useAccount(id);
  const accountName = useAccountName();
  const { data: user } = useCurrentUser();
  const mayOpenCase = user ? can(grantsOf(user.permissions), 'compliance') : false;
  if (isLoading) return <Spinner label={t('accounts.loading')} />;
  if (!account) return <AccountNotFound text={t('accounts.notFoundView')} />;
  const active = account.accountStatus === 'active';
  const fullName = accountName(account.accountCode, accountDisplayName(account));
  return (
    <div className="space-y-4">
      <PageHeader title={fullName} subtitle={t('accounts.lastUpdated', { time: format.dateTime(account.updatedAt) })}>
        <Link to="/accounts/edit" className={buttonVariants({ variant: 'outline' })}>
          <ArrowLeft className="h-4 w-4 rtl:rotate-180" aria-hidden />
          {t('accounts.backToAccounts')}
        </Link>
        <Link to={`/accounts/view/${account.id}/statement`} className={buttonVariants({ variant: 'outline' })}>
          <FileText className="h-4 w-4" aria-hidden />
          {t('statement.open')}
        </Link>
        {mayOpenCase && (
          <Link to={`/compliance/cases?accountId=${account.id}`} className={buttonVariants({ variant: 'outline' })}>
            <ShieldAlert className="h-4 w-4" aria-hidden />
            {t('compliance.cases.fromAccount')}
          </Link>
        )}
        <Link to={`/accounts/edit/${account.id}`} className={buttonVariants()}>
          <Pencil className="h-4 w-4" aria-hidden />
          {t('accounts.editAccount')}
        </Link>
      </PageHeader>
      <Card className="flex flex-wrap items-center gap-4">
        <CurrencyBadge currencyId={account.currencyId} label={account.currency} />
        <div className="min-w-0 flex-1">
          <p className="text-xl font-bold">{fullName}</p>
          <p className="text-sm text-muted-foreground" dir="ltr">
            {account.accountCode}
          </p>
        </div>
        <Badge className={active ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800'}>{active ? t('common.active') : t('common.inactive')}</Badge>
        <p className="w-full text-sm text-muted-foreground sm:w-auto">
          {t(`accounts.types.${account.accountType}`)} · {account.currencyName}
        </p>
      </Card>
      <AccountBalanceCard accountCode={account.accountCode} />
      <div className="grid gap-4 md:grid-cols-2">
        <InfoCard
          title={t('accounts.personalInformation')}
          rows={[
            [t('accounts.fatherName'), account.fatherName],
            [t('accounts.dateOfBirth'), account.dateOfBirth && <DateText iso={/^\d{4}-\d{2}-\d{2}/.test(account.dateOfBirth) ? account.dateOfBirth.slice(0, 10) : account.dateOfBirth} />],
            [t('accounts.tazkiraNumber'), account.tazkiraNumber],
          ]}
        />
        <IdentityCard account={account} />
        <IdImagesCard accountId={account.id} />
        <InfoCard
          title={t('accounts.contactInformation')}
          rows={[
            [t('accounts.phone'), account.phone && <span dir="ltr">{account.phone}</span>],
            [t('accounts.email'), account.email],
            [t('accounts.address'), account.address],
          ]}
        />
        {(account.picture || account.signature) && (
          <Card>
            <h2 className="mb-3 font-semibold">{t('accounts.documents')}</h2>
            <div className="grid grid-cols-2 gap-4">
              {account.picture && <img src={account.picture} alt={t('accounts.picture')} className="h-40 w-full rounded border object-contain" />}
              {account.signature && <img src={account.signature} alt={t('accounts.signature')} className="h-40 w-full rounded border object-contain" />}
            </div>
          </Card>
        )}
        <InfoCard
          title={t('accounts.accountInformation')}
          rows={[
            [t('accounts.createdAt'), <DateText key="created" iso={account.createdAt} withTime />],
            [t('accounts.updatedAt'), <DateText key="updated" iso={account.updatedAt} withTime />],
            [t('accounts.accountType'), t(`accounts.types.${account.accountType}`)],
            [t('accounts.currency'), `${account.currency} - ${account.currencyName}`],
          ]}
        />
      </div>
    </div>
  );
}
