import { describe, expect, it } from 'vitest';
import type { ReconciliationColumns } from '@sarafi/core';
import { emptyMapping } from './mapping-draft';
import { sampleCell } from './sample-cell';

const columns: ReconciliationColumns = {
  fileName: 'sheet.xlsx',
  headers: ['No', 'Date', 'Amount'],
  samples: [['H-1', '46154', '-730']],
  sampleDays: [[null, '2026-05-12', null]],
  mapping: null,
};

describe('the sample rows of their sheet', () => {
  it('show the mapped date column as days, not Excel serials', () => {
    expect(sampleCell(columns, { ...emptyMapping(), date: 'Date' }, 0, 1)).toEqual({ day: '2026-05-12' });
  });

  it('show a column not mapped as the date, and the other cells, as written', () => {
    expect(sampleCell(columns, { ...emptyMapping(), date: 'Amount' }, 0, 1)).toEqual({ text: '46154' });
    expect(sampleCell(columns, { ...emptyMapping(), date: 'Date' }, 0, 2)).toEqual({ text: '-730' });
  });
});
