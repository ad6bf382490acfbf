import { useTranslation } from 'react-i18next';
import { amountInputPosted, formatAmount, isUnitRateAcross, normaliseDecimal, toRate } from '@sarafi/core';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { exchangeSellingAmount, type ExchangeDraft } from './drafts';

type CodeOf = (currencyId: number | null) => string | undefined;

/**
 * The exchange would be saved at a rate of 1 between two currencies: almost always a rate nobody typed, so the clerk
 * confirms it first and the body then carries `confirmUnitRate` (the server refuses it otherwise). The rate is read
 * as the server stores it (8 places), so a rate that rounds to 1 asks too.
 */
export function needsUnitRateConfirm(draft: ExchangeDraft, codeOf: CodeOf): boolean {
  const [from, to] = [codeOf(draft.purchase.currencyId), codeOf(draft.selling.currencyId)];
  const rate = normaliseDecimal(draft.rate);
  return Boolean(from && to && rate !== null && isUnitRateAcross(toRate(rate), from, to));
}

interface UnitRateConfirmProps {
  draft: ExchangeDraft;
  codeOf: CodeOf;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}

/** The question the Exchange screen and the search's edit dialog ask, showing what the rate of 1 turns the amount into. */
export function UnitRateConfirm({ draft, codeOf, open, onOpenChange, onConfirm }: UnitRateConfirmProps) {
  const { t } = useTranslation();
  const [from, to] = [codeOf(draft.purchase.currencyId), codeOf(draft.selling.currencyId)];
  const amount = formatAmount(amountInputPosted(draft.amount) ?? '0');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('rates.unitTitle', { from, to })}
      text={t('rates.unitText', { from, to, amount, converted: formatAmount(exchangeSellingAmount(draft, codeOf)) })}
      confirmLabel={t('rates.unitConfirm')}
      onConfirm={onConfirm}
    />
  );
}
