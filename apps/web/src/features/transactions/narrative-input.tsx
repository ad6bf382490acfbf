import { Field } from '../../components/ui/field';

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
        <textarea
          {...control}
          rows={2}
          maxLength={255}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm aria-[invalid=true]:border-destructive"
        />
      )}
    </Field>
  );
}
