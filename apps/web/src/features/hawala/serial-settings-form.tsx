import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCcw } from 'lucide-react';
import { updateHawalaSettingsBody, type HawalaSettings } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { SaveButton } from '../../components/ui/save-button';
import { Field, Input } from '../../components/ui/field';
import { fieldErrors } from '../../lib/field-errors';

interface SerialSettingsFormProps {
  settings: HawalaSettings;
  saving: boolean;
  onSave: (settings: HawalaSettings) => void;
  onReset: () => void;
}

/** The Edit form (docs/architecture.md, Screens, Hawala Serial): Prefix and Next Number (min 1), checked with the server's own rules before sending. */
export function SerialSettingsForm({ settings, saving, onSave, onReset }: SerialSettingsFormProps) {
  const { t } = useTranslation();
  const [prefix, setPrefix] = useState(settings.prefix);
  const [nextNumber, setNextNumber] = useState(String(settings.nextNumber));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateHawalaSettingsBody.safeParse({ prefix, nextNumber });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    onSave(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label={t('hawala.serial.editTitle')}>
      <Field label={t('hawala.serial.prefix')} error={errors.prefix}>
        {(control) => <Input {...control} maxLength={10} autoComplete="off" value={prefix} onChange={(e) => setPrefix(e.target.value)} />}
      </Field>
      <Field label={t('hawala.serial.nextNumber')} error={errors.nextNumber}>
        {(control) => <Input {...control} type="number" min={1} step={1} value={nextNumber} onChange={(e) => setNextNumber(e.target.value)} />}
      </Field>
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-2">
        <Button variant="outline" onClick={onReset} disabled={saving}>
          <RotateCcw className="size-4" aria-hidden /> {t('hawala.serial.reset')}
        </Button>
        <SaveButton pending={saving} />
      </div>
    </form>
  );
}
