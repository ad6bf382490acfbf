import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/**
 * A form's submit button: one look and one pair of words on every form, 'Save' and, while the server has it,
 * 'Saving...'. While saving it is busy (`aria-disabled`, its clicks ignored) rather than disabled, so the keyboard's
 * focus stays on it, and `EntryForm` ignores a submit while its Save is busy: a second press, Enter, Ctrl+S or F9
 * never sends the form twice. A form that may not be saved at all (a closed day) is `disabled` as before.
 */
export function SaveButton({ pending, ...props }: Omit<ButtonProps, 'type' | 'children' | 'busy'> & { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" busy={pending} {...props}>
      <Save className="size-4" aria-hidden />
      {pending ? t('common.saving') : t('common.save')}
    </Button>
  );
}
