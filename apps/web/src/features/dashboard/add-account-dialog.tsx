import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field, Input } from '../../components/ui/field';
import type { CodeChange } from './use-account-codes';

interface AddAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Adds the code once the server knows it; a refusal's message stays in the dialog under the box. */
  onAdd: (code: string) => Promise<CodeChange>;
}

/** docs/architecture.md, Screens, Dashboard: one code box; Enter submits; the messages show (docs/architecture.md, Validation) under the box. */
export function AddAccountDialog({ open, onOpenChange, onAdd }: AddAccountDialogProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [checking, setChecking] = useState(false);
  const close = (next: boolean) => {
    if (!next) {
      setCode('');
      setError(undefined);
    }
    onOpenChange(next);
  };
  return (
    <Dialog open={open} onOpenChange={close} title={t('dashboard.balances.dialogTitle')}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (checking) return;
          setChecking(true);
          void onAdd(code).then((change) => {
            setChecking(false);
            if (change.ok) close(false);
            else setError(change.message);
          });
        }}
      >
        <Field label={t('dashboard.balances.codeLabel')} error={error}>
          {(props) => (
            <Input
              {...props}
              autoFocus
              value={code}
              maxLength={50}
              placeholder={t('dashboard.balances.placeholder')}
              onChange={(e) => {
                setCode(e.target.value);
                setError(undefined);
              }}
            />
          )}
        </Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)}>
            {t('dashboard.balances.cancel')}
          </Button>
          <Button type="submit" disabled={checking}>
            {t('dashboard.balances.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
