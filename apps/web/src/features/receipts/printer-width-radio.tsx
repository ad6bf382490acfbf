import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { receiptWidths, type ReceiptWidth } from './receipt-width';

export function PrinterWidthRadio({ value, onChange }: { value: ReceiptWidth; onChange: (value: ReceiptWidth) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-4 text-sm">
      <legend className="float-start me-2 font-medium text-slate-700">{t('receipts.printerWidth')}</legend>
      {receiptWidths.map((width) => (
        <label key={width} className="inline-flex items-center gap-2">
          <input type="radio" name={name} value={width} checked={value === width} onChange={() => onChange(width)} />
          {width}
        </label>
      ))}
    </fieldset>
  );
}
