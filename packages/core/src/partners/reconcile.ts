import { Money, type MoneyValue } from '../money/decimal';

/**
 * One line of either side, in the shop's sign (the partner's sheet is turned round first, see `toOurSign`): a
 * positive amount adds to the partner's account in our ledger, a negative one (a hawala paid for them) takes from it.
 */
export interface ReconLine {
  hawalaNo: string | null;
  /** YYYY-MM-DD */
  date: string;
  currency: string;
  amount: string;
}

/** Which rule paired the lines: the hawala number, or amount and date 1:1, one of theirs to several of ours, or the reverse. */
export type MatchRule = 'hawalaNo' | 'amount' | 'split' | 'merged';

/** Lines by their index in the `theirs` and `ours` arrays handed to `reconcile`. */
export interface ReconMatch {
  rule: MatchRule;
  theirs: number[];
  ours: number[];
}

export interface ReconOutcome {
  matched: ReconMatch[];
  /** Same hawala number, different amount (or currency). */
  mismatched: { theirs: number; ours: number }[];
  onlyTheirs: number[];
  onlyOurs: number[];
}

export interface ReconOptions {
  /** Settlement lines pair when their dates are at most this many days apart. */
  toleranceDays: number;
  /** The most lines one side may contribute to a 1:N or N:1 group. */
  maxGroup?: number;
  /** How many of the nearest candidates a group of three or more is looked for among: C(12,3) = 220 sums per size. */
  maxCandidates?: number;
}

/** How the partner's sheet signs an amount relative to ours: 'mirror' when their credit to us is our debit to them. */
export type SheetSign = 'mirror' | 'same';

/**
 * An amount as a canonical 2-place decimal ('-12.50', never '-0.00'). The ledger's numeric(20,2) and the sheet reader
 * already write that form, which is recognised without building a Decimal: 100,000 lines a side would spend seconds.
 */
const canonical = /^-?(0|[1-9]\d*)\.\d\d$/;
export function amountKey(amount: string): string {
  const fixed = canonical.test(amount) ? amount : new Money(amount).toFixed(2);
  return fixed === '-0.00' ? '0.00' : fixed;
}

const negated = (amount: string) => {
  const key = amountKey(amount);
  return key.startsWith('-') ? key.slice(1) : key === '0.00' ? key : `-${key}`;
};

export const toOurSign = (amount: string, sign: SheetSign) => (sign === 'same' ? amountKey(amount) : negated(amount));

const numberKey = (hawalaNo: string) => hawalaNo.trim().toUpperCase();
const dayNumber = (date: string) => Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/**
 * Which way the partner's sheet is signed, decided by the lines both sides know by hawala number: the convention
 * under which more of them agree. A sheet with no such lines is taken as a mirror, the usual way a partner keeps
 * our account in their books.
 */
export function detectSign(theirsAsWritten: readonly ReconLine[], ours: readonly ReconLine[]): SheetSign {
  const ourAmount = new Map<string, string>();
  for (const line of ours) if (line.hawalaNo) ourAmount.set(numberKey(line.hawalaNo), amountKey(line.amount));
  let mirror = 0;
  let same = 0;
  for (const line of theirsAsWritten) {
    const amount = line.hawalaNo ? ourAmount.get(numberKey(line.hawalaNo)) : undefined;
    if (amount === undefined) continue;
    if (amountKey(line.amount) === amount) same++;
    else if (negated(line.amount) === amount) mirror++;
  }
  return same > mirror ? 'same' : 'mirror';
}

interface Side {
  lines: readonly ReconLine[];
  amount: string[];
  day: number[];
  used: boolean[];
}

function side(lines: readonly ReconLine[]): Side {
  return { lines, amount: lines.map((l) => amountKey(l.amount)), day: lines.map((l) => dayNumber(l.date)), used: lines.map(() => false) };
}

/** Rule 1: a hawala number both sides carry. A number seen twice pairs its lines in order, equal amounts first. */
function byHawalaNo(theirs: Side, ours: Side, outcome: ReconOutcome) {
  const oursByNo = new Map<string, number[]>();
  ours.lines.forEach((line, j) => {
    if (!line.hawalaNo) return;
    const key = numberKey(line.hawalaNo);
    const list = oursByNo.get(key);
    if (list) list.push(j);
    else oursByNo.set(key, [j]);
  });
  theirs.lines.forEach((line, i) => {
    if (!line.hawalaNo) return;
    const free = (oursByNo.get(numberKey(line.hawalaNo)) ?? []).filter((j) => !ours.used[j]);
    theirs.used[i] = true;
    const same = free.find((j) => ours.lines[j]!.currency === line.currency && ours.amount[j] === theirs.amount[i]);
    const paired = same ?? free.find((j) => ours.lines[j]!.currency === line.currency) ?? free[0];
    if (paired === undefined) return outcome.onlyTheirs.push(i);
    ours.used[paired] = true;
    if (same !== undefined) outcome.matched.push({ rule: 'hawalaNo', theirs: [i], ours: [paired] });
    else outcome.mismatched.push({ theirs: i, ours: paired });
  });
}

/** Rule 2, 1:1: same currency and amount, the nearest date within the tolerance. */
function oneToOne(theirs: Side, ours: Side, tolerance: number, outcome: ReconOutcome) {
  const oursByAmount = new Map<string, number[]>();
  ours.lines.forEach((line, j) => {
    if (ours.used[j]) return;
    const key = `${line.currency} ${ours.amount[j]}`;
    const list = oursByAmount.get(key);
    if (list) list.push(j);
    else oursByAmount.set(key, [j]);
  });
  theirs.lines.forEach((line, i) => {
    if (theirs.used[i]) return;
    let best: number | undefined;
    for (const j of oursByAmount.get(`${line.currency} ${theirs.amount[i]}`) ?? []) {
      const gap = Math.abs(ours.day[j]! - theirs.day[i]!);
      if (!ours.used[j] && gap <= tolerance && (best === undefined || gap < Math.abs(ours.day[best]! - theirs.day[i]!))) best = j;
    }
    if (best === undefined) return;
    theirs.used[i] = ours.used[best] = true;
    outcome.matched.push({ rule: 'amount', theirs: [i], ours: [best] });
  });
}

/** Two of `candidates` adding up to `target`, the nearer first, found through a hash over all of them. */
function pairSumming(target: MoneyValue, candidates: readonly { index: number; amount: MoneyValue }[]): number[] | null {
  const seen = new Map<string, number>();
  for (const candidate of candidates) {
    const other = seen.get(target.minus(candidate.amount).toFixed(2));
    if (other !== undefined) return [other, candidate.index];
    seen.set(candidate.amount.toFixed(2), candidate.index);
  }
  return null;
}

/** The first subset of `candidates` (sizes 3..maxGroup, nearest first; pairs are pairSumming's) whose amounts add up to `target`. */
function subsetSumming(target: MoneyValue, candidates: readonly { index: number; amount: MoneyValue }[], maxGroup: number): number[] | null {
  const pick: number[] = [];
  const search = (start: number, sum: MoneyValue, size: number): boolean => {
    if (pick.length === size) return sum.eq(target);
    for (let c = start; c < candidates.length; c++) {
      pick.push(c);
      if (search(c + 1, sum.plus(candidates[c]!.amount), size)) return true;
      pick.pop();
    }
    return false;
  };
  for (let size = 3; size <= maxGroup; size++) if (search(0, new Money(0), size)) return pick.map((c) => candidates[c]!.index);
  return null;
}

/** The free lines of one currency in date order, with their amounts as decimals, for the grouped rules. */
function byCurrency(many: Side) {
  const lists = new Map<string, { index: number; day: number; amount: MoneyValue }[]>();
  many.lines.forEach((line, j) => {
    if (many.used[j]) return;
    const entry = { index: j, day: many.day[j]!, amount: new Money(many.amount[j]!) };
    const list = lists.get(line.currency);
    if (list) list.push(entry);
    else lists.set(line.currency, [entry]);
  });
  for (const list of lists.values()) list.sort((a, b) => a.day - b.day || a.index - b.index);
  return lists;
}

/** The first position in a date-ordered list whose day is not before `day`. */
function firstOnOrAfter(list: readonly { day: number }[], day: number) {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]!.day < day) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** How many lines around a date are looked at for a group, taken or not (pairs among all of them, through a hash): the bound that keeps a busy week fast. */
const maxScanned = 256;

/**
 * Rule 2, grouped: each free line of `single` against free lines of `many` of its currency and sign, smaller than it,
 * within the tolerance. Candidates are taken outward from its date, nearest first, and only `maxCandidates` of them
 * are summed, so a 50,000-line sheet stays a matter of seconds.
 */
function grouped(single: Side, many: Side, options: Required<ReconOptions>, onGroup: (one: number, several: number[]) => void) {
  const lists = byCurrency(many);
  single.lines.forEach((line, i) => {
    const list = lists.get(line.currency);
    if (single.used[i] || !list) return;
    const target = new Money(single.amount[i]!);
    const day = single.day[i]!;
    const candidates: { index: number; amount: MoneyValue }[] = [];
    let right = firstOnOrAfter(list, day);
    let left = right - 1;
    for (let scanned = 0; scanned < maxScanned; scanned++) {
      const leftGap = left >= 0 ? day - list[left]!.day : Infinity;
      const rightGap = right < list.length ? list[right]!.day - day : Infinity;
      if (Math.min(leftGap, rightGap) > options.toleranceDays) break;
      const next = leftGap <= rightGap ? list[left--]! : list[right++]!;
      const fits = !many.used[next.index] && !next.amount.isZero() && next.amount.isNegative() === target.isNegative() && next.amount.abs().lt(target.abs());
      if (fits) candidates.push(next);
    }
    const group = candidates.length >= 2 ? (pairSumming(target, candidates) ?? subsetSumming(target, candidates.slice(0, options.maxCandidates), options.maxGroup)) : null;
    if (!group) return;
    single.used[i] = true;
    for (const j of group) many.used[j] = true;
    onGroup(i, group.sort((a, b) => a - b));
  });
}

/**
 * Matches the partner's lines against ours (docs/decisions.md, Reconciliation): by hawala number first; then lines without one by
 * currency, amount and date within ±toleranceDays, 1:1, then one of theirs against several of ours (a settlement we
 * booked in parts), then several of theirs against one of ours. What is left is only in one side.
 */
export function reconcile(theirLines: readonly ReconLine[], ourLines: readonly ReconLine[], options: ReconOptions): ReconOutcome {
  const settings: Required<ReconOptions> = { toleranceDays: options.toleranceDays, maxGroup: options.maxGroup ?? 3, maxCandidates: options.maxCandidates ?? 12 };
  const theirs = side(theirLines);
  const ours = side(ourLines);
  const outcome: ReconOutcome = { matched: [], mismatched: [], onlyTheirs: [], onlyOurs: [] };
  byHawalaNo(theirs, ours, outcome);
  // Our hawala payouts pair only by number: one the partner left out is missing, not a settlement of the same amount.
  ours.lines.forEach((line, j) => {
    if (line.hawalaNo) ours.used[j] ||= (outcome.onlyOurs.push(j), true);
  });
  oneToOne(theirs, ours, settings.toleranceDays, outcome);
  grouped(theirs, ours, settings, (i, js) => outcome.matched.push({ rule: 'split', theirs: [i], ours: js }));
  grouped(ours, theirs, settings, (j, is) => outcome.matched.push({ rule: 'merged', theirs: is, ours: [j] }));
  theirs.used.forEach((used, i) => used || outcome.onlyTheirs.push(i));
  ours.used.forEach((used, j) => used || outcome.onlyOurs.push(j));
  outcome.onlyTheirs.sort((a, b) => a - b);
  outcome.onlyOurs.sort((a, b) => a - b);
  return outcome;
}
