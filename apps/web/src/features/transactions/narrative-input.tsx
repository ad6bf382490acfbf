import { Field, Textarea } from '../../components/ui/field';

interface NarrativeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

export function NarrativeInput({ label, value, onChange, error }: NarrativeInputProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <Textarea
          {...control}
          rows={2}
          maxLength={255}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
