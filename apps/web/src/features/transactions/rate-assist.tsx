import { useTranslation } from 'react-i18next';
import { Money, proposedRateIn, rateDeviation, type ProposedRate, type RateScreen } from '@sarafi/core';
import { useCurrencies } from '../currencies/use-currencies';

/** The rate core's one rule proposes for a screen and pair, from the board the currency list carries; null while unknown. */
export function useProposedRate(screen: RateScreen, from: string | undefined, to: string | undefined): ProposedRate | null {
  const { data } = useCurrencies();
  return proposedRateIn(screen, data, from, to);
}

/** 'AFN → USD' kept left to right inside Dari and Pashto sentences, so the arrow never points the wrong way. */
export const currencyPair = (from: string, to: string) => `\u2066${from} → ${to}\u2069`;

const sameRate = (typed: string, proposed: string) => {
  try {
    return new Money(typed.trim()).eq(proposed);
  } catch {
    return false;
  }
};

interface RateAssistProps {
  /** Which screen asks: it decides the board price proposed (core `proposedRate`). */
  screen: RateScreen;
  from: string | undefined;
  to: string | undefined;
  rate: string;
  onUse: (rate: string) => void;
}

/**
 * Under a rate box (docs/decisions.md, Currencies and rates, 'One rate story'): the rate proposed for the pair, named by its
 * source ("Board buy rate", "Board mid rate"), a button to take it back when the box holds another, and a warning
 * (never a refusal: the clerk may agree another price) when the typed rate is more than 10 % away from it.
 */
export function RateAssist({ screen, from, to, rate, onUse }: RateAssistProps) {
  const { t } = useTranslation();
  const proposal = useProposedRate(screen, from, to);
  if (!proposal || !from || !to) return null;
  const source = t(`rates.source.${proposal.source}`);
  const deviation = rate.trim() ? rateDeviation(rate.trim(), proposal.rate) : null;
  return (
    <div className="space-y-1 text-xs" data-testid="rate-assist">
      <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground">
        <span data-testid="rate-source">{t('rates.proposed', { source, pair: currencyPair(from, to), rate: proposal.rate })}</span>
        {!sameRate(rate, proposal.rate) && (
          <button type="button" className="font-medium text-primary underline underline-offset-2" onClick={() => onUse(proposal.rate)}>
            {t('rates.useProposed')}
          </button>
        )}
      </p>
      {deviation && (
        <p role="status" className="font-medium text-amber-700">
          {t('rates.farFromProposed', { percent: deviation.mul(100).toFixed(0), source, rate: proposal.rate })}
        </p>
      )}
    </div>
  );
}
