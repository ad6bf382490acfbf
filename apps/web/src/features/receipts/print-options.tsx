import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptWidths, type ReceiptPrint } from './receipt-width';

/** The paper choice and the shop's copy, above the preview; the preview follows both. */
export function PrintOptions({ value, onChange }: { value: ReceiptPrint; onChange: (value: ReceiptPrint) => void }) {
  const { t } = useTranslation();
  const name = useId();
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
    </div>
  );
}
