import { useTranslation } from 'react-i18next';
import { amountInWords, shopView } from '@sarafi/core';
import { appLanguage } from '../../i18n/amount-words';

/**
 * The closing balance in words, in the reader's language, and who owes whom (له / علیه): the sentence a partner
 * reads and signs against, so a misread figure cannot pass unnoticed.
 */
export function ClosingInWords({ stored, currency, partnerName }: { stored: string; currency: string; partnerName: string }) {
  const { t, i18n } = useTranslation();
  const figure = shopView(stored, 'liability');
  if (!figure.owed) return <p className="text-end text-sm">{t('partners.statement.settled')}</p>;
  const words = `${amountInWords(figure.amount, appLanguage(i18n.resolvedLanguage))} ${t(`receipts.currencyNames.${currency}`, { defaultValue: currency })}`;
  return (
    <p className="text-end text-sm" data-testid="closing-in-words">
      <span className="font-medium">{t(`partners.statement.inWords.${figure.owed}`, { name: partnerName })}</span> <span>{words}</span>{' '}
      <span className="rounded bg-muted px-1.5 py-0.5 text-xs font-semibold print:border print:border-border print:bg-transparent">
        {t(`shopBalance.owed.${figure.owed}`)}
      </span>
    </p>
  );
}
