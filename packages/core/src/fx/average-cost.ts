import { Money, type MoneyValue } from '../money/decimal';

/**
 * Currency positions at moving weighted-average cost (docs/decisions.md, Exchange desk), in the shop's base currency.
 *
 * A position is kept as its quantity (signed: negative = short) and its *basis*: the base money it stands for
 * (positive for a long position, negative for a short one — what was received for the units sold short). The
 * average cost is basis / quantity. A leg that reduces a position realises a profit on the part it closes:
 * - a sale out of a long position: proceeds of the closed part − the average cost of those units;
 * - a purchase that covers a short: the average price the short was sold at − the cost of buying back.
 * A leg that goes past zero opens the other side at its own price. Profits are rounded half-up to the cent, and the
 * basis takes whatever the rounding left (basis += cost paid − proceeds received + rounded profit), so the identity
 *   Σ realised profit + Σ base paid − Σ base received = Σ basis
 * holds to the cent after every leg, and a position back at zero has a basis of exactly zero.
 */
export interface FxPosition {
  quantity: string;
  basis: string;
}

export const emptyPosition: FxPosition = { quantity: '0', basis: '0.00' };

/** One currency's side of a deal, seen from the shop: it bought (received) or sold (gave) `quantity` for `baseValue`. */
export interface FxLeg {
  currency: string;
  side: 'buy' | 'sell';
  quantity: string;
  /** Base money paid (buy) or received (sell) for the quantity, 2 places. */
  baseValue: string;
  /** Names the leg for a later leg that undoes it (`undoes`). */
  id?: string;
  /**
   * The id of an earlier leg of the same currency this one undoes at its own rates (a cancelled hawala's refund):
   * same quantity and base value, the other side. See `applyLeg`.
   */
  undoes?: string;
}

const cent = (value: MoneyValue) => value.toDecimalPlaces(2, Money.ROUND_HALF_UP);

/**
 * A leg that undoes an earlier one (whose realised profit was `undoneRealised`) takes back what that leg did to the
 * position: its quantity and the basis it added or released, and the profit it realised. Nothing else moved in
 * between, the position and its average cost are what they were before the undone leg and the two legs together
 * realised nothing. When other deals moved the position meanwhile, what no longer fits is settled here: a position
 * the undo empties is closed (its leftover basis realised), and one whose basis would come out of the wrong sign for
 * its side is left at the undone leg's own unit price.
 */
function undoLeg(position: FxPosition, leg: FxLeg, undoneRealised: string) {
  const qty = new Money(position.quantity);
  const basis = new Money(position.basis);
  const q = new Money(leg.quantity);
  const paid = leg.side === 'buy' ? new Money(leg.baseValue) : new Money(leg.baseValue).neg();
  const nextQty = qty.plus(leg.side === 'buy' ? q : q.neg());
  let target = basis.plus(paid).minus(undoneRealised);
  if (nextQty.isZero()) target = new Money(0);
  else if (target.isZero() || target.isPositive() !== nextQty.isPositive()) target = cent(nextQty.times(leg.baseValue).div(q));
  const realised = target.minus(basis).minus(paid);
  return { position: { quantity: nextQty.toFixed(), basis: target.toFixed(2) }, realised: realised.toFixed(2) };
}

export function applyLeg(position: FxPosition, leg: FxLeg, undoneRealised?: string): { position: FxPosition; realised: string } {
  if (undoneRealised !== undefined) return undoLeg(position, leg, undoneRealised);
  const qty = new Money(position.quantity);
  const basis = new Money(position.basis);
  const q = new Money(leg.quantity);
  const value = new Money(leg.baseValue);
  const delta = leg.side === 'buy' ? q : q.neg();
  // The part of the leg that closes an existing position of the other sign.
  const reducing = (leg.side === 'buy' && qty.isNegative()) || (leg.side === 'sell' && qty.isPositive());
  let realised = new Money(0);
  if (reducing && !qty.isZero()) {
    const closed = Money.min(q, qty.abs());
    const released = basis.times(closed).div(qty.abs()); // the basis of the closed units (negative for a short)
    const valueOfClosed = value.times(closed).div(q);
    realised = leg.side === 'sell' ? valueOfClosed.minus(released) : released.abs().minus(valueOfClosed);
    realised = cent(realised);
  }
  const nextQty = qty.plus(delta);
  const paid = leg.side === 'buy' ? value : value.neg();
  const nextBasis = basis.plus(paid).plus(realised);
  return {
    position: { quantity: nextQty.toFixed(), basis: nextBasis.toFixed(2) },
    realised: realised.toFixed(2),
  };
}

/** The average cost of one unit in base currency (0 for an empty position), to 8 places. */
export const averageCost = (position: FxPosition) => {
  const qty = new Money(position.quantity);
  return qty.isZero() ? '0' : new Money(position.basis).div(qty).toDecimalPlaces(8, Money.ROUND_HALF_UP).toFixed();
};

/** An exchange deal as the shop sees it: it bought (received) one currency and sold (gave) the other. */
export interface FxDeal {
  boughtCurrency: string;
  boughtAmount: string;
  soldCurrency: string;
  soldAmount: string;
}

/**
 * The legs of a deal against the base currency. With the base on one side there is one foreign leg, valued by the
 * base amount paid or received. A cross deal (neither side the base) is a sale of one currency and a purchase of
 * the other, both valued at what the bought currency is worth at its board mid rate (base per unit), which the deal
 * stores, so a later rate change never rewrites its profit.
 */
export function dealLegs(deal: FxDeal, base: string, crossMidRate: string | null): FxLeg[] {
  if (deal.boughtCurrency === base) return [{ currency: deal.soldCurrency, side: 'sell', quantity: deal.soldAmount, baseValue: deal.boughtAmount }];
  if (deal.soldCurrency === base) return [{ currency: deal.boughtCurrency, side: 'buy', quantity: deal.boughtAmount, baseValue: deal.soldAmount }];
  if (crossMidRate === null) throw new Error('A cross deal needs the mid rate of the currency bought');
  const value = cent(new Money(deal.boughtAmount).times(crossMidRate)).toFixed(2);
  return [
    { currency: deal.soldCurrency, side: 'sell', quantity: deal.soldAmount, baseValue: value },
    { currency: deal.boughtCurrency, side: 'buy', quantity: deal.boughtAmount, baseValue: value },
  ];
}

/**
 * Each leg's realised profit and the position it leaves, replayed in order from the given positions. A leg that
 * undoes another finds that leg's profit among the legs replayed before it, or in `undone` (legs before the replay).
 */
export function replayLegs<T extends FxLeg>(legs: T[], start: Record<string, FxPosition> = {}, undone: Record<string, string> = {}) {
  const positions: Record<string, FxPosition> = { ...start };
  const realisedOf: Record<string, string> = { ...undone };
  const results = legs.map((leg) => {
    const undoneRealised = leg.undoes === undefined ? undefined : realisedOf[leg.undoes];
    if (leg.undoes !== undefined && undoneRealised === undefined) throw new Error(`leg ${leg.undoes} is undone before it was made`);
    const applied = applyLeg(positions[leg.currency] ?? emptyPosition, leg, undoneRealised);
    positions[leg.currency] = applied.position;
    if (leg.id !== undefined) realisedOf[leg.id] = applied.realised;
    return { leg, realised: applied.realised, position: applied.position };
  });
  return { results, positions };
}

/** The legs that undo a deal's legs at their own rates (a cancelled hawala's refund): each the other side, same figures. */
export const undoingLegs = (legs: (FxLeg & { id: string })[]): FxLeg[] =>
  legs.map((leg) => ({ currency: leg.currency, side: leg.side === 'buy' ? 'sell' : 'buy', quantity: leg.quantity, baseValue: leg.baseValue, undoes: leg.id }));

/**
 * Every deal's realised profit, replayed in posting order from the given positions: the one computation behind the
 * stored profits, so a recomputation after an edit, delete or recover gives what posting them in order would have.
 */
export function replayDeals<T extends { legs: FxLeg[] }>(deals: T[], start: Record<string, FxPosition> = {}) {
  const { results: legResults, positions } = replayLegs(deals.flatMap((deal) => deal.legs), start);
  let next = 0;
  const results = deals.map((deal) => {
    let realised = new Money(0);
    for (const _leg of deal.legs) realised = realised.plus(legResults[next++]!.realised);
    return { deal, realised: realised.toFixed(2) };
  });
  return { results, positions };
}
