import { describe, expect, it } from 'vitest';
import { ScreeningIndex } from './screening-index';

const index = new ScreeningIndex([
  { id: 1, names: ['Abdul Rahman Zahid', 'Abd al-Rahman Zahed', 'عبدالرحمن زاهد'], datesOfBirth: ['1972-03-15'] },
  { id: 2, names: ['Mohammad Hassan Akhund', 'ملا محمد حسن آخوند'], datesOfBirth: ['1955'] },
  { id: 3, names: ['Nasiruddin Haqqani'], datesOfBirth: [] },
  { id: 4, names: ['Al Rashid Trust'], datesOfBirth: [] },
]);
const hit = (name: string, dateOfBirth?: string) => index.screen({ name, dateOfBirth }, 0.9)[0];

describe('ScreeningIndex', () => {
  it('finds a listed name through spelling, order, script and spacing variants', () => {
    for (const name of ['Abdurrahman Zahid', 'Zahid, Abdul Rahman', 'ABDELRAHMAN ZAHED', 'عبد الرحمن زاهد', 'عبدالرحمان زاهد']) expect(hit(name)?.entryId, name).toBe(1);
    for (const name of ['Muhammad Hasan Akhund', 'Mohammed Hassan Akhoond', 'محمد حسن آخوند', 'محمد حسن اخوند']) expect(hit(name)?.entryId, name).toBe(2);
    for (const name of ['Nasir ud-Din Haqqani', 'Nasir Uddin Haqani']) expect(hit(name)?.entryId, name).toBe(3);
    expect(hit('Al-Rashid Trust')?.entryId).toBe(4);
  });

  it('leaves near-misses and partial names alone', () => {
    for (const name of ['Abdul Rahim Zaki', 'Mohammad Karimi', 'Hassan', 'Nasir Ahmadzai', 'Rashid Khan']) expect(hit(name), name).toBeUndefined();
  });

  it('raises the score on the listed date of birth and lowers it on another', () => {
    const base = index.screen({ name: 'Abdul Rahman Zahidi' }, 0)[0]!.score;
    expect(index.screen({ name: 'Abdul Rahman Zahidi', dateOfBirth: '1972-03-15' }, 0)[0]!.score).toBeGreaterThan(base);
    expect(index.screen({ name: 'Abdul Rahman Zahidi', dateOfBirth: '1990-01-01' }, 0)[0]!.score).toBeLessThan(base);
    expect(index.screen({ name: 'Mohammad Hassan Akhund', dateOfBirth: '1955-07-01' }, 0)[0]!.score).toBe(1);
  });

  it('reports the alias that matched and a score of three decimals', () => {
    const match = hit('محمد حسن آخوند')!;
    expect(match.alias).toBe('ملا محمد حسن آخوند');
    expect(match.score).toBeGreaterThanOrEqual(0.9);
    expect(Math.round(match.score * 1000)).toBe(match.score * 1000);
  });
});
