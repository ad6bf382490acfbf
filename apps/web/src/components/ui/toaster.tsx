import { Toaster as Sonner, toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { translateMessage } from '../../i18n/server-errors';

/**
 * SPEC §9: one toast at a time, 5 s, swipe right to dismiss, F8 focuses the notification area. In a right-to-left
 * language the corner and the swipe mirror: bottom-left, swiped off to the left (the page's inline end).
 */
export function Toaster() {
  const { t, i18n: instance } = useTranslation();
  const rtl = instance.dir() === 'rtl';
  return (
    <Sonner
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      dir={rtl ? 'rtl' : 'ltr'}
      position={rtl ? 'bottom-left' : 'bottom-right'}
      swipeDirections={rtl ? ['left'] : ['right']}
      containerAriaLabel={t('app.notifications')}
      richColors
      closeButton
    />
  );
}

export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  /** A destructive toast titled 'Error' (SPEC §8) carrying the message (a shared schema's English translated). */
  error: (message: string, title = i18n.t('common.error')) => toast.error(title, { description: translateMessage(message) }),
};
