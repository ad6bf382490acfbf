import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ageOf } from './backup-age';

/** '3 hours ago' in the page's language (the catalogue's plurals, so Dari and Pashto need no Intl locale data). */
export function useAgeText(): (iso: string, now: Date) => string {
  const { t } = useTranslation();
  return useCallback(
    (iso, now) => {
      const age = ageOf(iso, now);
      return age.unit === 'justNow' ? t('backups.age.justNow') : t(`backups.age.${age.unit}`, { count: age.count });
    },
    [t],
  );
}
