import { Toaster as Sonner, toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import i18n from '../../i18n';
import { translateMessage } from '../../i18n/server-errors';

/**
 * docs/architecture.md, Constants and limits: one toast at a time, 5 s, swipe to dismiss, F8 focuses the notification area. Toasts sit at the top
 * centre (docs/decisions.md, Web and i18n: a bottom corner covered the Save button at 1366×768): forms keep their actions at the end of the
 * form and page headers keep theirs at the inline end, so the middle of the top edge holds only a title. On a phone
 * the toast starts below the sticky header (about 56 px), so its menu and search buttons stay reachable.
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
      position="top-center"
      offset={{ top: 12 }}
      mobileOffset={{ top: 64, left: 8, right: 8 }}
      swipeDirections={['top', rtl ? 'left' : 'right']}
      containerAriaLabel={t('app.notifications')}
      richColors
      closeButton
    />
  );
}

export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  /** Something done that the user must still see (a posting for an expired ID): it replaces the success toast and stays 15 s. */
  warning: (title: string, description?: string) => toast.warning(title, { description, duration: 15_000 }),
  /** A destructive toast titled 'Error' (docs/architecture.md, Errors and messages) carrying the message (a shared schema's English translated). */
  error: (message: string, title = i18n.t('common.error')) => toast.error(title, { description: translateMessage(message) }),
};
