import type { InputHTMLAttributes } from 'react';
import { Input } from '../../components/ui/field';

/** An exchange rate box (Exchange, Hawala): up to the 6 decimals a clerk types, digits left to right in every language. */
export function RateInput(props: InputHTMLAttributes<HTMLInputElement>) {
  return <Input type="number" inputMode="decimal" step="0.000001" min="0" dir="ltr" className="text-end tabular-nums" {...props} />;
}
