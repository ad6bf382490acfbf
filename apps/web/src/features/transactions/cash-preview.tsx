import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CASH_ACCOUNT_ID, amountInputPosted, amountInputValue, currencySymbol, formatAmount, Money, toAmount, type AccountListItem, type CashDirection, type PostingLimits } from '@sarafi/core';
import { PostingBalances } from '../balances/posting-balances';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { useOpenShift } from '../tills/use-open-shift';

/** The shop's drawer (the cash account, 11) as the balance preview reads it. */
const drawer = { id: CASH_ACCOUNT_ID, accountCode: String(CASH_ACCOUNT_ID), accountType: 'business', isSystem: true };

interface CashPreviewProps {
  direction: CashDirection;
  account: AccountListItem | null;
  currencyCode: string | undefined;
  amount: string;
}

/**
 * What Save will do, before it is pressed: the drawer + or − the amount, and the account's and the drawer's balances now
 * and after, as the shop reads them (owed to / owed by); the safe's only when the cash moves the safe. Below, the clerk
 * limit of the voucher's currency.
 */
export function CashPreview({ direction, account, currencyCode, amount }: CashPreviewProps) {
  const { t } = useTranslation();
  const posted = amountInputPosted(amount);
  const typed = posted && new Money(posted).gt(0) ? toAmount(posted) : null;
  const leg = (side: 'in' | 'out') => (currencyCode ? { currencyCode, side, amount: amountInputValue(amount) } : null);
  // Cash in: the drawer is the out-account of the wire form and the chosen account the in-account.
  const drawerSide = direction === 'in' ? 'out' : 'in';
  // With a shift open the cash moves the clerk's till, whose figure a blind count keeps from them, not the safe's.
  const onTill = Boolean(useOpenShift().shift);
  const accountSide = direction === 'in' ? 'in' : 'out';
  return (
    <div className="space-y-2">
      {currencyCode && typed && (
        <p data-testid="drawer-change" data-direction={direction} className={cn('text-sm font-semibold', direction === 'in' ? 'text-emerald-700' : 'text-amber-700')}>
          {t(direction === 'in' ? 'transactions.cash.drawerIn' : 'transactions.cash.drawerOut')} <MoneyText amount={typed} symbol={currencyCode} />
        </p>
      )}
      <PostingBalances account={account && { ...account, isSystem: false }} leg={account ? leg(accountSide) : null} />
      {account && !onTill && <PostingBalances account={drawer} leg={leg(drawerSide)} title={t('transactions.cash.drawer')} legCurrencyOnly />}
      <ClerkLimitLine currencyCode={currencyCode} />
    </div>
  );
}

/**
 * The sign ؋ is a right-to-left letter: the amount reads '؋ 5,000.00' as MoneyText writes it only with the whole left to
 * right and the sign isolated on its own, else the digits after it are read as Arabic numbers and the sign goes after them.
 */
const moneyInText = (code: string, amount: string) => `\u2066\u2068${currencySymbol(code)}\u2069 ${formatAmount(amount)}\u2069`;

function ClerkLimitLine({ currencyCode }: { currencyCode: string | undefined }) {
  const { t } = useTranslation();
  const limits = useQuery<PostingLimits>({ queryKey: ['/api/posting-limits'] });
  const row = limits.data?.limits.find((l) => l.currency === currencyCode);
  if (!currencyCode || !row) return null;
  return (
    <p data-testid="clerk-limit" className="text-xs text-muted-foreground">
      {row.clerkLimit === null
        ? t('transactions.cash.noClerkLimit', { currency: currencyCode })
        : t('transactions.cash.clerkLimit', { currency: currencyCode, amount: moneyInText(currencyCode, row.clerkLimit) })}
    </p>
  );
}
