import { useTranslation } from 'react-i18next';

/**
 * A currency as a picker names it: 'AFN — Afghan Afghani'. The currency table's names are typed in English; on a Dari or
 * Pashto page the four trading currencies take the catalogue's name (no English left on those screens), and a
 * currency the shop added itself keeps the name it was given.
 */
export function useCurrencyLabel() {
  const { t, i18n } = useTranslation();
  return (currency: { code: string; name: string }) => {
    const name = i18n.language === 'en' ? currency.name : t(`receipts.currencyNames.${currency.code}`, { defaultValue: currency.name });
    return `${currency.code} — ${name}`;
  };
}
