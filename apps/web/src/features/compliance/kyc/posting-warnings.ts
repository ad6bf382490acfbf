import { useTranslation } from 'react-i18next';
import type { PostingWarning } from '@sarafi/core';
import { notify } from '../../../components/ui/toaster';
import { useDateFormat } from '../../../lib/use-date-format';

/**
 * A posting's warnings (an account's expired ID: docs/decisions.md, Compliance: know your customer), shown after the
 * screen's own success: in the user's language when the catalogue's English matches the server's words, its dates
 * in the user's calendar; else the server's English.
 */
export function useShowPostingWarnings() {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  const text = (warning: PostingWarning) => {
    const key = `errors.${warning.code}`;
    const params = warning.params ?? {};
    if (!i18n.exists(key) || t(key, { ...params, lng: 'en' }) !== warning.message) return warning.message;
    return t(key, { ...params, ...(typeof params.expiry === 'string' && { expiry: format.date(params.expiry) }) });
  };
  return (warnings: PostingWarning[] | undefined) => {
    if (warnings?.length) notify.warning(t('transactions.postedWithWarning'), warnings.map(text).join('\n'));
  };
}
