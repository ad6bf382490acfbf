import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Eye, Pencil } from 'lucide-react';
import { accountDisplayName, type AccountListItem } from '@sarafi/core';
import { Button, buttonVariants } from '../../components/ui/button';
import { CurrencyBadge } from './currency-badge';

/** One account in the accounts list: its whole name, code, type and currency code, and SPEC's detail strip when it has a phone. */
export function AccountRow({ account, onEdit }: { account: AccountListItem; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <li className="border-b border-border p-3 last:border-b-0" data-testid={`account-row-${account.accountCode}`}>
      <div className="flex flex-wrap items-center gap-3">
        <CurrencyBadge currencyId={account.currencyId} label={account.currency} />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium">{accountDisplayName(account)}</p>
          <p className="text-xs text-muted-foreground">
            <span dir="ltr">{account.accountCode}</span> · {t(`accounts.types.${account.accountType}`)} · <span dir="ltr">{account.currency}</span>
          </p>
        </div>
        <Link to={`/accounts/view/${account.id}`} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          <Eye className="h-3 w-3" aria-hidden />
          {t('accounts.view')}
        </Link>
        <Button size="sm" variant="outline" onClick={onEdit}>
          <Pencil className="h-3 w-3" aria-hidden />
          {t('accounts.edit')}
        </Button>
      </div>
      {account.phone && (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 rounded bg-muted px-2 py-1 text-xs text-muted-foreground">
          <span dir="ltr">{account.phone}</span>
          {account.fatherName && <span>{account.fatherName}</span>}
          {account.tazkiraNumber && <span>{account.tazkiraNumber}</span>}
          <span>{account.accountStatus === 'active' ? t('common.active') : t('common.inactive')}</span>
        </p>
      )}
    </li>
  );
}
