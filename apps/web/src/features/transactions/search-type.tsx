import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type SearchType = 'code' | 'name';

/** docs/architecture.md, Screens, Exchange / Debit and Credit: whether account labels lead with the code or the name. */
export function SearchTypeRadio({ value, onChange }: { value: SearchType; onChange: (value: SearchType) => void }) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-4 text-sm">
      <legend className="sr-only">{t('transactions.searchBy')}</legend>
      <span aria-hidden className="font-medium text-slate-700">
        {t('transactions.searchBy')}
      </span>
      {(['code', 'name'] as const).map((type) => (
        <label key={type} className="inline-flex items-center gap-2">
          <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
          {t(`transactions.searchType.${type}`)}
        </label>
      ))}
    </fieldset>
  );
}
