import { useTranslation } from 'react-i18next';
import { Field, Select } from '../../components/ui/field';
import { useCurrencies } from '../accounts/account-queries';
import { useCurrencyLabel } from '../currencies/use-currency-label';

interface CurrencySelectProps {
  value: number | null;
  onChange: (currencyId: number) => void;
  /** docs/architecture.md, Validation: only a company account may trade in a currency other than its own. */
  disabled?: boolean;
  error?: string;
  label?: string;
}

export function CurrencySelect({ value, onChange, disabled, error, label }: CurrencySelectProps) {
  const { t } = useTranslation();
  const currencies = useCurrencies();
  const currencyLabel = useCurrencyLabel();
  return (
    <Field label={label ?? t('transactions.currency')} error={error} hint={disabled ? t('transactions.currencyFromAccount') : undefined}>
      {(control) => (
        <Select {...control} value={value ?? ''} disabled={disabled} onChange={(event) => onChange(Number(event.target.value))}>
          <option value="" disabled>
            {t('transactions.chooseCurrency')}
          </option>
          {(currencies.data ?? []).map((currency) => (
            <option key={currency.id} value={currency.id}>
              {currencyLabel(currency)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** Currency code by id, for rules that speak in codes (the conversion in docs/architecture.md, Validation). */
export function useCurrencyCode() {
  const currencies = useCurrencies();
  return (currencyId: number | null) => currencies.data?.find((c) => c.id === currencyId)?.code;
}
