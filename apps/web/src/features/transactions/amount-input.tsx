import { useState, type InputHTMLAttributes } from 'react';
import { cleanAmountInput, groupAmountInput } from '@sarafi/core';
import { Input } from '../../components/ui/field';

interface AmountInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange'> {
  value: string;
  onValueChange: (text: string) => void;
}

/** SPEC §5: keeps digits and one point while typing, shows thousands separators once the user leaves the box. */
export function AmountInput({ value, onValueChange, onBlur, onFocus, ...props }: AmountInputProps) {
  const [focused, setFocused] = useState(false);
  return (
    <Input
      {...props}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      className="text-end tabular-nums"
      value={focused ? value : groupAmountInput(value)}
      onChange={(event) => onValueChange(cleanAmountInput(event.target.value))}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
    />
  );
}
