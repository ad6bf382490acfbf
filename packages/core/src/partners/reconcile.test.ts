import { describe, expect, it } from 'vitest';
import { detectSign, reconcile, toOurSign, type ReconLine } from './reconcile';

const line = (date: string, amount: string, hawalaNo: string | null = null, currency = 'USD'): ReconLine => ({ hawalaNo, date, currency, amount });
const run = (theirs: ReconLine[], ours: ReconLine[], toleranceDays = 3, maxGroup?: number) => reconcile(theirs, ours, { toleranceDays, maxGroup });

describe('reconcile: rule 1, by hawala number', () => {
  it.each([
    ['same number and amount', [line('2026-05-01', '-500.00', 'H-1')], [line('2026-05-02', '-500', 'H-1')], { matched: [{ rule: 'hawalaNo', theirs: [0], ours: [0] }], mismatched: [], onlyTheirs: [], onlyOurs: [] }],
    ['number differs in case and spaces', [line('2026-05-01', '-500.00', ' h-1 ')], [line('2026-05-01', '-500.00', 'H-1')], { matched: [{ rule: 'hawalaNo', theirs: [0], ours: [0] }], mismatched: [], onlyTheirs: [], onlyOurs: [] }],
    ['a typo in the amount', [line('2026-05-01', '-5000.00', 'H-1')], [line('2026-05-01', '-500.00', 'H-1')], { matched: [], mismatched: [{ theirs: 0, ours: 0 }], onlyTheirs: [], onlyOurs: [] }],
    ['same number, other currency', [line('2026-05-01', '-500.00', 'H-1', 'AFN')], [line('2026-05-01', '-500.00', 'H-1')], { matched: [], mismatched: [{ theirs: 0, ours: 0 }], onlyTheirs: [], onlyOurs: [] }],
    ['a number we do not have', [line('2026-05-01', '-500.00', 'H-9')], [], { matched: [], mismatched: [], onlyTheirs: [0], onlyOurs: [] }],
    // A payout they left out is missing, even if a settlement line of theirs has the same amount.
    ['our payout missing from theirs is not paired by amount', [line('2026-05-01', '-500.00')], [line('2026-05-01', '-500.00', 'H-1')], { matched: [], mismatched: [], onlyTheirs: [0], onlyOurs: [0] }],
    ['a number twice on each side pairs equal amounts first', [line('2026-05-01', '-1.00', 'H-1'), line('2026-05-01', '-2.00', 'H-1')], [line('2026-05-01', '-2.00', 'H-1'), line('2026-05-01', '-1.00', 'H-1')], { matched: [{ rule: 'hawalaNo', theirs: [0], ours: [1] }, { rule: 'hawalaNo', theirs: [1], ours: [0] }], mismatched: [], onlyTheirs: [], onlyOurs: [] }],
    ['a number listed twice by them, once by us', [line('2026-05-01', '-1.00', 'H-1'), line('2026-05-01', '-1.00', 'H-1')], [line('2026-05-01', '-1.00', 'H-1')], { matched: [{ rule: 'hawalaNo', theirs: [0], ours: [0] }], mismatched: [], onlyTheirs: [1], onlyOurs: [] }],
  ])('%s', (_name, theirs, ours, expected) => {
    expect(run(theirs, ours)).toEqual(expected);
  });
});

describe('reconcile: rule 2, settlements by amount, currency and date', () => {
  it.each([
    ['1:1 on the same day', [line('2026-05-10', '1000.00')], [line('2026-05-10', '1000')], [{ rule: 'amount', theirs: [0], ours: [0] }]],
    ['1:1 at the edge of the tolerance', [line('2026-05-10', '1000.00')], [line('2026-05-13', '1000.00')], [{ rule: 'amount', theirs: [0], ours: [0] }]],
    ['1:1 across a month end', [line('2026-04-30', '1000.00')], [line('2026-05-02', '1000.00')], [{ rule: 'amount', theirs: [0], ours: [0] }]],
    ['not one day past the tolerance', [line('2026-05-10', '1000.00')], [line('2026-05-14', '1000.00')], []],
    ['not in another currency', [line('2026-05-10', '1000.00', null, 'AFN')], [line('2026-05-10', '1000.00')], []],
    ['not with the opposite sign', [line('2026-05-10', '1000.00')], [line('2026-05-10', '-1000.00')], []],
    ['the nearest date of equal amounts', [line('2026-05-10', '1000.00')], [line('2026-05-08', '1000.00'), line('2026-05-11', '1000.00')], [{ rule: 'amount', theirs: [0], ours: [1] }]],
    ['1:N: one of theirs is two of ours', [line('2026-05-10', '1000.00')], [line('2026-05-09', '600.00'), line('2026-05-11', '400.00')], [{ rule: 'split', theirs: [0], ours: [0, 1] }]],
    ['1:N: three parts, decimals exact', [line('2026-05-10', '0.60')], [line('2026-05-10', '0.10'), line('2026-05-10', '0.20'), line('2026-05-10', '0.30')], [{ rule: 'split', theirs: [0], ours: [0, 1, 2] }]],
    ['1:N: negative amounts', [line('2026-05-10', '-1000.00')], [line('2026-05-10', '-250.00'), line('2026-05-10', '-750.00')], [{ rule: 'split', theirs: [0], ours: [0, 1] }]],
    ['N:1: two of theirs are one of ours', [line('2026-05-09', '300.00'), line('2026-05-10', '200.00')], [line('2026-05-10', '500.00')], [{ rule: 'merged', theirs: [0, 1], ours: [0] }]],
    ['no group with a part beyond the tolerance', [line('2026-05-10', '1000.00')], [line('2026-05-10', '600.00'), line('2026-05-20', '400.00')], []],
    ['1:1 wins over a group', [line('2026-05-10', '1000.00')], [line('2026-05-10', '600.00'), line('2026-05-10', '400.00'), line('2026-05-12', '1000.00')], [{ rule: 'amount', theirs: [0], ours: [2] }]],
  ])('%s', (_name, theirs, ours, matched) => {
    const outcome = run(theirs, ours);
    expect(outcome.matched).toEqual(matched);
    const pairedTheirs = new Set(matched.flatMap((m) => m.theirs));
    const pairedOurs = new Set(matched.flatMap((m) => m.ours));
    expect(outcome.onlyTheirs).toEqual(theirs.map((_, i) => i).filter((i) => !pairedTheirs.has(i)));
    expect(outcome.onlyOurs).toEqual(ours.map((_, j) => j).filter((j) => !pairedOurs.has(j)));
  });

  it('groups at most maxGroup lines: a settlement booked in four parts stays unmatched with the bound at 3', () => {
    const parts = ['100.00', '200.00', '300.00', '400.00'].map((a) => line('2026-05-10', a));
    expect(run([line('2026-05-10', '1000.00')], parts, 3, 3).matched).toEqual([]);
    expect(run([line('2026-05-10', '1000.00')], parts, 3, 4).matched).toEqual([{ rule: 'split', theirs: [0], ours: [0, 1, 2, 3] }]);
  });

  it('finds a pair among a crowd of nearer lines: pairs are looked for across the whole window, not the nearest 12 only', () => {
    const crowd = Array.from({ length: 20 }, (_, k) => line('2026-05-10', `${k + 1}.00`));
    const outcome = run([line('2026-05-10', '1000.00')], [...crowd, line('2026-05-12', '600.00'), line('2026-05-08', '400.00')]);
    expect(outcome.matched).toEqual([{ rule: 'split', theirs: [0], ours: [20, 21] }]);
  });

  it('every line lands in exactly one group, on a mixed sheet', () => {
    const theirs = [line('2026-05-01', '-100.00', 'A'), line('2026-05-02', '-250.00', 'B'), line('2026-05-03', '-70.00', 'X'), line('2026-05-05', '1000.00'), line('2026-05-06', '42.00')];
    const ours = [line('2026-05-01', '-100.00', 'A'), line('2026-05-02', '-205.00', 'B'), line('2026-05-04', '-90.00', 'C'), line('2026-05-05', '700.00'), line('2026-05-06', '300.00'), line('2026-05-07', '13.00')];
    const outcome = run(theirs, ours);
    expect(outcome).toEqual({
      matched: [{ rule: 'hawalaNo', theirs: [0], ours: [0] }, { rule: 'split', theirs: [3], ours: [3, 4] }],
      mismatched: [{ theirs: 1, ours: 1 }],
      onlyTheirs: [2, 4],
      onlyOurs: [2, 5],
    });
  });

  it('stays fast on 5,000 settlements a side with one amount repeated', () => {
    const theirs = Array.from({ length: 5000 }, (_, i) => line(`2026-05-${String((i % 28) + 1).padStart(2, '0')}`, '100.00'));
    const ours = Array.from({ length: 5000 }, (_, i) => line(`2026-05-${String((i % 28) + 1).padStart(2, '0')}`, '50.00'));
    const outcome = run(theirs, ours, 3);
    // Every one of theirs is two of ours; half of ours is used up by the first 2,500 of theirs.
    expect(outcome.matched).toHaveLength(2500);
    expect(outcome.matched.every((m) => m.rule === 'split' && m.ours.length === 2)).toBe(true);
  });
});

describe('the sign of their sheet', () => {
  it('turns a mirrored amount round, keeps a same-signed one', () => {
    expect(toOurSign('500.00', 'mirror')).toBe('-500.00');
    expect(toOurSign('-12.5', 'mirror')).toBe('12.50');
    expect(toOurSign('500.00', 'same')).toBe('500.00');
  });

  it.each([
    ['their credit for a hawala we paid is our debit: mirror', [line('2026-05-01', '500.00', 'H-1'), line('2026-05-01', '20.00', 'H-2')], 'mirror'],
    ['a sheet signed as ours: same', [line('2026-05-01', '-500.00', 'H-1'), line('2026-05-01', '-20.00', 'H-2')], 'same'],
    ['no hawala number in common: mirror, the usual way', [line('2026-05-01', '-500.00', 'Z-1')], 'mirror'],
  ])('%s', (_name, theirs, sign) => {
    const ours = [line('2026-05-01', '-500.00', 'H-1'), line('2026-05-01', '-20.00', 'H-2')];
    expect(detectSign(theirs, ours)).toBe(sign);
  });
});
