import { useState, type InputHTMLAttributes } from 'react';
import { cleanAmountInput, groupAmountInput } from '@sarafi/core';
import { Input } from '../../components/ui/field';

interface AmountInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (text: string) => void;
}

/**
 * docs/architecture.md, Validation: keeps digits, commas and one point while typing (commas as typed, so the shared parser can refuse '0,5'
 * rather than read 5), and shows thousands separators once the user leaves the box if the text is an amount.
 * Focusing alone leaves the grouped text in place: changing the text on focus would drop the selection a clerk
 * (or a double click) just made, and the next keystroke would append instead of replacing.
 */
export function AmountInput({ value, onValueChange, onBlur, ...props }: AmountInputProps) {
  const [typing, setTyping] = useState(false);
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      className="text-end tabular-nums"
      value={typing ? value : groupAmountInput(value)}
      onChange={(event) => {
        setTyping(true);
        onValueChange(cleanAmountInput(event.target.value));
      }}
      onBlur={(event) => {
        setTyping(false);
        onBlur?.(event);
      }}
    />
  );
}
