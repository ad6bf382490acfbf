import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isIdExpired, type Account } from '@sarafi/core';
import { Badge, Card } from '../../../components/ui/card';
import { DateText } from '../../../components/ui/date-text';
import { shopToday } from '../../../lib/shop-day';

/** The account holder's identity document on View Account, with its expiry flagged by the shop's day. */
export function IdentityCard({ account }: { account: Account }) {
  const { t } = useTranslation();
  const today = shopToday();
  const expired = isIdExpired(account.idExpiryDate, today);
  const rows: [string, ReactNode][] = [
    [t('accounts.kyc.idType'), account.idType && t(`accounts.kyc.idTypes.${account.idType}`)],
    [t('accounts.kyc.idNumber'), account.idNumber && <span dir="ltr">{account.idNumber}</span>],
    [t('accounts.kyc.idIssueDate'), account.idIssueDate && <DateText iso={account.idIssueDate} />],
    [
      t('accounts.kyc.idExpiryDate'),
      account.idExpiryDate && (
        <span className="inline-flex items-center gap-2">
          <DateText iso={account.idExpiryDate} />
          {expired && <Badge className="bg-red-100 text-red-800">{t('accounts.kyc.expired')}</Badge>}
        </span>
      ),
    ],
    [t('accounts.kyc.nationality'), account.nationality],
    [t('accounts.kyc.occupation'), account.occupation],
  ];
  const present = rows.filter(([, value]) => value);
  return (
    <Card>
      <h2 className="mb-3 font-semibold">{t('accounts.kyc.section')}</h2>
      {present.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('accounts.kyc.none')}</p>
      ) : (
        <dl className="space-y-2 text-sm">
          {present.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-end font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}
