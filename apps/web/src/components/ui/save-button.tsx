import { useTranslation } from 'react-i18next';
import { Save } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/**
 * A form's submit button: one look and one pair of words on every form, 'Save' and, while the server has it,
 * 'Saving...', which also keeps a second press from sending the form twice.
 */
export function SaveButton({ pending, disabled, ...props }: Omit<ButtonProps, 'type' | 'children'> & { pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={pending || disabled} {...props}>
      <Save className="size-4" aria-hidden />
      {pending ? t('common.saving') : t('common.save')}
    </Button>
  );
}
