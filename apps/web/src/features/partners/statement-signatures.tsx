import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentShopTimeZone } from '../../lib/shop-day';
import { useDateFormat } from '../../lib/use-date-format';

/** Printed only: where the partner confirms the statement and the shop signs it, and when it was printed (the shop's clock, as every printed time). */
export function StatementSignatures({ partnerName }: { partnerName: string }) {
  const { t } = useTranslation();
  const format = useDateFormat();
  const [now] = useState(() => new Date());
  return (
    <div className="hidden break-inside-avoid pt-6 text-sm print:block">
      <div className="grid grid-cols-2 gap-10">
        <div>
          <div className="h-12 border-b border-foreground" />
          <p className="mt-1">{t('partners.statement.partnerSignature', { name: partnerName })}</p>
        </div>
        <div>
          <div className="h-12 border-b border-foreground" />
          <p className="mt-1">{t('partners.statement.shopSignature')}</p>
        </div>
      </div>
      <p className="mt-4 text-xs text-muted-foreground">{t('partners.statement.printedAt', { date: format.dateTime(now, { timeZone: currentShopTimeZone() }) })}</p>
    </div>
  );
}
