import { Toaster as Sonner, toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';

/** SPEC §9: one toast at a time, 5 s, swipe right to dismiss, F8 focuses the notification area. */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      position="bottom-right"
      swipeDirections={['right']}
      containerAriaLabel={t('app.notifications')}
      richColors
      closeButton
    />
  );
}

export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  /** A destructive toast titled 'Error' (SPEC §8) carrying the message. */
  error: (message: string, title = i18n.t('common.error')) => toast.error(title, { description: message }),
};
