import { shopView, type Owed, type PartnerStatement } from '@sarafi/core';
import { amount, type ExportCell, type SheetSpec } from '../exports/sheet-spec';

const owedText: Record<Owed, string> = { to: 'owed to', by: 'owed by' };

/** A balance as the shop reads it: the figure, and who owes whom in the next cell. */
function balance(stored: string): ExportCell[] {
  const figure = shopView(stored, 'liability');
  return [amount(figure.amount), figure.owed ? owedText[figure.owed] : ''];
}

/**
 * A partner's statement as XLSX sheets, one per currency named by its code, with the same lines and balances as the
 * JSON: what the partner is sent, so each line names the hawala by its number where it has one.
 */
export function partnerStatementSheets(statement: PartnerStatement): SheetSpec[] {
  const { partner, from, to } = statement;
  const title: ExportCell[][] = [['Partner Statement'], ['Partner', `${partner.accountCode} - ${partner.accountName}`]];
  if (statement.currencies.length === 0) return [{ name: 'Statement', rows: [...title, ['Period', `${from ?? 'Start'} to ${to ?? 'Today'}`], ['No entries']] }];
  return statement.currencies.map((block) => ({
    name: block.currency,
    widths: [12, 16, 12, 40, 16, 16, 18, 10],
    rows: [
      ...title,
      ['Currency', block.currency],
      ['Period', `${from ?? 'Start'} to ${to ?? 'Today'}`],
      ['Opening balance', ...balance(block.opening)],
      ["Shop's view", 'owed to = the shop owes the partner; owed by = the partner owes the shop'],
      [],
      ['Date', 'Hawala / document', 'Type', 'Description', 'Debit', 'Credit', 'Balance', 'Owed'],
      ...block.lines.map((line): ExportCell[] => [
        line.date ?? '',
        line.hawalaNo ?? line.transactionId,
        line.transType,
        line.narrative ?? '',
        amount(line.debit),
        amount(line.credit),
        ...balance(line.balance),
      ]),
      ['Totals', undefined, undefined, undefined, amount(block.totalDebit), amount(block.totalCredit)],
      ['Closing balance', undefined, undefined, undefined, undefined, undefined, ...balance(block.closing)],
    ],
  }));
}
