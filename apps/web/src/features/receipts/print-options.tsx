import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@sarafi/core';
import { receiptWidths, type ReceiptPrint } from './receipt-width';
import { receiptParties } from './receipt-party';
import { accountText } from './receipt-fields';

/**
 * The paper choice, the shop's copy and, for a document between two customers, whose receipt it is; above the
 * preview, which follows them.
 */
export function PrintOptions({ receipt, value, onChange }: { receipt: Receipt; value: ReceiptPrint; onChange: (value: ReceiptPrint) => void }) {
  const { t } = useTranslation();
  const name = useId();
  const parties = receiptParties(receipt);
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-sm">
      <fieldset className="flex flex-wrap items-center gap-4">
        <legend className="float-start me-2 font-medium text-slate-700">{t('receipts.paper')}</legend>
        {receiptWidths.map((width) => (
          <label key={width} className="inline-flex items-center gap-2">
            <input type="radio" name={name} value={width} checked={value.width === width} onChange={() => onChange({ ...value, width })} />
            <bdi>{width === 'A4' ? 'A4' : t('receipts.rollWidth', { width: width.replace('mm', '') })}</bdi>
          </label>
        ))}
      </fieldset>
      <label className="inline-flex items-center gap-2">
        <input type="checkbox" checked={value.twoCopies} onChange={(e) => onChange({ ...value, twoCopies: e.target.checked })} />
        {t('receipts.twoCopies')}
      </label>
      {parties.length > 1 && (
        <fieldset className="flex flex-wrap items-center gap-4">
          <legend className="float-start me-2 font-medium text-slate-700">{t('receipts.printedFor')}</legend>
          {parties.map((side) => (
            <label key={side} className="inline-flex items-center gap-2">
              <input type="radio" name={`${name}-for`} value={side} checked={value.side === side} onChange={() => onChange({ ...value, side })} />
              <bdi>{side === 'debit' ? accountText(receipt.debitaccountcode, receipt.debitaccountname) : accountText(receipt.creditaccountcode, receipt.creditaccountname)}</bdi>
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
