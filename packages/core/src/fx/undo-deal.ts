import { Money } from '../money/decimal';
import { undoingLegs, type FxLeg } from './average-cost';
import type { PositionMove } from './deal-of-moves';

/** What a deal's legs did to the FX positions, per currency (stored sign: + the shop received), the base's included. */
function movesOfLegs(legs: FxLeg[], base: string) {
  const moves = new Map<string, InstanceType<typeof Money>>();
  const add = (currency: string, amount: InstanceType<typeof Money>) => moves.set(currency, (moves.get(currency) ?? new Money(0)).plus(amount));
  for (const leg of legs) add(leg.currency, leg.side === 'buy' ? new Money(leg.quantity) : new Money(leg.quantity).neg());
  // A deal against the base has one leg, and the base moved by its value; a cross deal's two legs leave the base alone.
  if (legs.length === 1) add(base, legs[0]!.side === 'buy' ? new Money(legs[0]!.baseValue).neg() : new Money(legs[0]!.baseValue));
  return moves;
}

/**
 * The legs of a refund that undoes `undone` at its own rates (docs/decisions.md, Hawalas we send, 'A cancel undoes
 * the deal'), when the refund's position moves are exactly the undone deal's turned round; null otherwise (the
 * posting is then an ordinary deal, valued as any other).
 */
export function refundLegs(undone: (FxLeg & { id: string })[], refundMoves: PositionMove[], base: string): FxLeg[] | null {
  if (undone.length === 0) return null;
  const expected = movesOfLegs(undone, base);
  const actual = new Map(refundMoves.filter((m) => !new Money(m.amount).isZero()).map((m) => [m.currency, new Money(m.amount)]));
  if (expected.size !== actual.size) return null;
  for (const [currency, amount] of expected) {
    if (!actual.get(currency)?.eq(amount.neg())) return null;
  }
  return undoingLegs(undone);
}
