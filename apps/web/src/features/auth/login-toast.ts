import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../components/ui/toaster';

const key = 'sarafi-login-toast';

/** docs/architecture.md, Screens, Application shell reloads the page after login, which would wipe the success toast; it is shown after the reload. */
export function rememberLoginToast() {
  sessionStorage.setItem(key, '1');
}

export function useLoginToast(signedIn: boolean) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!signedIn || sessionStorage.getItem(key) !== '1') return;
    sessionStorage.removeItem(key);
    notify.success(t('login.success'));
  }, [signedIn, t]);
}
