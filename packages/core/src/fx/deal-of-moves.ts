import { Money } from '../money/decimal';
import type { FxDeal } from './average-cost';

/** One currency's net movement on its FX position account within one transaction (stored sign: + the shop received). */
export interface PositionMove {
  currency: string;
  amount: string;
}

/**
 * The deal a transaction's FX position entries make, whichever document wrote them (an exchange, a hawala sent in
 * one currency and paid in another): the shop bought the currency whose position rose and sold the one whose position
 * fell. None when no position moved. Any other shape is a posting bug, refused before it is written.
 */
export function dealOfMoves(moves: PositionMove[]): FxDeal | null {
  const moved = moves.filter((m) => !new Money(m.amount).isZero());
  if (moved.length === 0) return null;
  const bought = moved.filter((m) => new Money(m.amount).isPositive());
  const sold = moved.filter((m) => new Money(m.amount).isNegative());
  if (bought.length !== 1 || sold.length !== 1) throw new Error('FX position entries must buy one currency and sell another');
  return {
    boughtCurrency: bought[0]!.currency,
    boughtAmount: new Money(bought[0]!.amount).toFixed(2),
    soldCurrency: sold[0]!.currency,
    soldAmount: new Money(sold[0]!.amount).abs().toFixed(2),
  };
}
