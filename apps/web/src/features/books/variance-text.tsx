import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../components/ui/money-text';
import { cn } from '../../lib/cn';
import { varianceKind } from './books-format';

/** A count's variance: over in amber, short in red, a match in green, each also said in words (not colour alone). */
export function VarianceText({ variance, code }: { variance: string; code: string }) {
  const { t } = useTranslation();
  const kind = varianceKind(variance);
  return (
    <span className={cn('inline-flex flex-wrap items-baseline justify-end gap-1.5 font-semibold', { matched: 'text-green-700', over: 'text-amber-700', short: 'text-destructive' }[kind])} data-variance={kind}>
      <MoneyText amount={variance} symbol={code} />
      <span className="text-xs font-medium">{t(`books.dayClose.variance.${kind}`)}</span>
    </span>
  );
}
