import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Money, toAmount, type AccountNature, type ReconciliationLine, type ReconciliationResult } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Badge, Card } from '../../components/ui/card';
import { DateText } from '../../components/ui/date-text';
import { TableScroll } from '../../components/ui/table-scroll';
import { cn } from '../../lib/cn';
import { amountCell, booksTable } from '../books/books-format';
import { ShopBalanceText } from '../balances/shop-balance-text';

/** A group of 50,000 matched lines is not read on a screen: the first rows are shown, the rest on request or in the XLSX. */
const shownAtFirst = 100;

function Line({ line, nature }: { line: ReconciliationLine; nature: AccountNature }) {
  return (
    <span className="flex justify-between gap-3 whitespace-nowrap">
      <bdi>{line.hawalaNo ?? '—'}</bdi>
      <DateText iso={line.date} />
      <ShopBalanceText stored={line.amount} nature={nature} symbol={line.currency} />
    </span>
  );
}

function Group({ id, title, count, tone, head, rows }: { id: string; title: string; count: number; tone: 'ok' | 'warn'; head: ReactNode; rows: (limit: number) => ReactNode }) {
  const { t } = useTranslation();
  const [limit, setLimit] = useState(shownAtFirst);
  return (
    <Card className="space-y-3 p-0" data-testid={`reconciliation-group-${id}`}>
      <h3 className="flex items-center gap-2 px-4 pt-4 font-semibold">
        {title}
        <Badge variant={count === 0 ? 'neutral' : tone === 'ok' ? 'success' : 'warning'} data-testid="group-count">
          {count}
        </Badge>
      </h3>
      {count === 0 ? (
        <p className="px-4 pb-4 text-sm text-muted-foreground">{t('reconciliation.groups.none')}</p>
      ) : (
        <>
          <TableScroll>
            <table className={cn(booksTable, 'sm:min-w-[40rem]')}>
              <thead className="bg-muted">{head}</thead>
              <tbody>{rows(limit)}</tbody>
            </table>
          </TableScroll>
          {count > limit && (
            <div className="px-4 pb-4">
              <Button variant="outline" size="sm" onClick={() => setLimit(count)}>
                {t('reconciliation.groups.showAll', { count })}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}

/**
 * The four groups of a run: matched, amount mismatch, only in their sheet, only in ours. Amounts are in our sign and
 * read as the partner's balance is (owed to / owed by the shop).
 */
export function ReconciliationGroups({ result, nature }: { result: ReconciliationResult; nature: AccountNature }) {
  const { t } = useTranslation();
  const amount = (stored: string, currency: string) => <ShopBalanceText stored={stored} nature={nature} symbol={currency} />;
  const theirs = (i: number) => result.theirs[i]!;
  const ours = (j: number) => result.ours[j]!;
  const single = (title: string) => (
    <tr className="border-y border-border whitespace-nowrap">
      <th className="text-start">{title}</th>
      <th className="text-start">{t('reconciliation.columns.hawalaNo')}</th>
      <th className="text-start">{t('reconciliation.columns.date')}</th>
      <th className="text-end">{t('reconciliation.columns.amount')}</th>
    </tr>
  );
  const lineRow = (line: ReconciliationLine, ref: ReactNode, key: number) => (
    <tr key={key} className="border-b border-border">
      <td>{ref}</td>
      <td>
        <bdi>{line.hawalaNo ?? '—'}</bdi>
      </td>
      <td>
        <DateText iso={line.date} />
      </td>
      <td className={amountCell}>
        {amount(line.amount, line.currency)}
      </td>
    </tr>
  );
  return (
    <div className="space-y-4">
      <Group
        id="mismatched"
        title={t('reconciliation.groups.mismatched')}
        count={result.mismatched.length}
        tone="warn"
        head={
          <tr className="border-y border-border whitespace-nowrap">
            <th className="text-start">{t('reconciliation.columns.hawalaNo')}</th>
            <th className="text-start">{t('reconciliation.columns.date')}</th>
            <th className="text-end">{t('reconciliation.columns.theirs')}</th>
            <th className="text-end">{t('reconciliation.columns.ours')}</th>
            <th className="text-end">{t('reconciliation.columns.difference')}</th>
          </tr>
        }
        rows={(limit) =>
          result.mismatched.slice(0, limit).map((m, k) => (
            <tr key={k} className="border-b border-border">
              <td>
                <bdi>{theirs(m.theirs).hawalaNo}</bdi>
              </td>
              <td>
                <DateText iso={ours(m.ours).date} />
              </td>
              <td className={amountCell}>
                {amount(theirs(m.theirs).amount, theirs(m.theirs).currency)}
              </td>
              <td className={amountCell}>
                {amount(ours(m.ours).amount, ours(m.ours).currency)}
              </td>
              <td className={amountCell}>{theirs(m.theirs).currency === ours(m.ours).currency ? amount(toAmount(new Money(ours(m.ours).amount).minus(theirs(m.theirs).amount)), ours(m.ours).currency) : '—'}</td>
            </tr>
          ))
        }
      />
      <Group
        id="onlyTheirs"
        title={t('reconciliation.groups.onlyTheirs')}
        count={result.onlyTheirs.length}
        tone="warn"
        head={single(t('reconciliation.columns.theirRow'))}
        rows={(limit) => result.onlyTheirs.slice(0, limit).map((i) => lineRow(theirs(i), theirs(i).ref, i))}
      />
      <Group
        id="onlyOurs"
        title={t('reconciliation.groups.onlyOurs')}
        count={result.onlyOurs.length}
        tone="warn"
        head={single(t('reconciliation.columns.ourDocument'))}
        rows={(limit) => result.onlyOurs.slice(0, limit).map((j) => lineRow(ours(j), `#${ours(j).ref}`, j))}
      />
      <Group
        id="matched"
        title={t('reconciliation.groups.matched')}
        count={result.matched.length}
        tone="ok"
        head={
          <tr className="border-y border-border whitespace-nowrap">
            <th className="text-start">{t('reconciliation.columns.rule')}</th>
            <th className="text-start">{t('reconciliation.columns.theirs')}</th>
            <th className="text-start">{t('reconciliation.columns.ours')}</th>
          </tr>
        }
        rows={(limit) =>
          result.matched.slice(0, limit).map((m, k) => (
            <tr key={k} className="border-b border-border align-top">
              <td className="whitespace-nowrap">{t(`reconciliation.rules.${m.rule}`)}</td>
              <td>{m.theirs.map((i) => <Line key={i} line={theirs(i)} nature={nature} />)}</td>
              <td>{m.ours.map((j) => <Line key={j} line={ours(j)} nature={nature} />)}</td>
            </tr>
          ))
        }
      />
    </div>
  );
}
