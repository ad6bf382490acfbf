import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { can, formatAmount, type RecordedSetting, type SettingChange, type SettingChangesResponse, grantsOf } from '@sarafi/core';
import { Badge } from '../../components/ui/card';
import { apiRequest } from '../../lib/api';
import { useDateFormat } from '../../lib/use-date-format';
import { useCurrentUser } from '../auth/use-current-user';

/** The first element of every setting-changes query key: a saved setting invalidates them all. */
export const settingChangesKey = '/api/settings/changes';

interface ChangesFilter {
  setting: RecordedSetting;
  partnerId?: number;
}

/** The latest recorded changes of one setting (or one partner's limits); read only by admins, the only ones who may. */
function useSettingChanges({ setting, partnerId }: ChangesFilter, limit: number) {
  const { data: user } = useCurrentUser();
  const query = new URLSearchParams({ setting, limit: String(limit), ...(partnerId ? { partnerId: String(partnerId) } : {}) });
  return useQuery({
    queryKey: [settingChangesKey, setting, partnerId ?? null, limit],
    queryFn: () => apiRequest<SettingChangesResponse>('GET', `${settingChangesKey}?${query}`),
    enabled: Boolean(user && can(grantsOf(user.permissions), 'setting-changes')),
    staleTime: 0,
  });
}

/**
 * A stored value as the admin knows it: a limit grouped ("none" when cleared), a switch as on/off, a number of days
 * or years, a score as it is, holidays as days in the admin's calendar.
 */
function useValueText() {
  const { t } = useTranslation();
  const format = useDateFormat();
  return (change: SettingChange, value: string | null) => {
    if (change.setting === 'compliance.refuseExpiredId') return t(value === 'true' ? 'settingChanges.switchedOn' : 'settingChanges.switchedOff');
    if (change.setting === 'compliance.retentionYears') return t('settingChanges.years', { count: Number(value) });
    if (change.setting === 'compliance.screeningThreshold') return value ?? '';
    if (change.setting === 'compliance.holidays') return value === null ? t('compliance.settings.noHolidays') : value.split(',').map((day) => format.date(day)).join(format.language === 'en' ? ', ' : '، ');
    if (change.setting === 'dayClose.allowSelfApproval') return t(value === 'true' ? 'settingChanges.on' : 'settingChanges.off');
    if (change.setting === 'twoFactor.requiredForAdmins') return t(value === 'true' ? 'settingChanges.switchedOn' : 'settingChanges.switchedOff');
    // A reset's old value is the user's name, its new value nothing: their two-step sign-in is off.
    if (change.setting === 'twoFactor.reset') return value ?? t('settingChanges.switchedOff');
    if (change.setting === 'dayClose.blindCount' || change.setting === 'tills.requireTills' || change.setting === 'tills.keepCashInTill') return t(value === 'true' ? 'settingChanges.switchedOn' : 'settingChanges.switchedOff');
    if (change.setting === 'books.postingDaysAhead' || change.setting === 'approvals.approvalAfterDays' || change.setting === 'approvals.approvalExpiryDays') return t('settingChanges.days', { count: Number(value) });
    return value === null ? t('settingChanges.noLimit') : formatAmount(value);
  };
}

/**
 * The control's recent changes where it acts ("last changed by X on date: old → new"), loosening ones marked; shown
 * to admins only, and nothing while none has been recorded.
 */
export function SettingChangeLines({ filter, limit = 3, testId }: { filter: ChangesFilter; limit?: number; testId: string }) {
  const { t } = useTranslation();
  const changes = useSettingChanges(filter, limit);
  const valueText = useValueText();
  const format = useDateFormat();
  const rows = changes.data?.changes ?? [];
  if (!rows.length) return null;
  return (
    <div className="space-y-1 text-sm text-muted-foreground" data-testid={testId}>
      <p className="font-medium">{t('settingChanges.recent')}</p>
      <ul className="space-y-1">
        {rows.map((change) => (
          <li key={change.id}>
            {t('settingChanges.line', {
              setting: t(`settingChanges.setting.${change.setting}`, { currency: change.currency }),
              user: change.changedBy,
              date: format.dateTime(change.changedAt),
              from: valueText(change, change.oldValue),
              to: valueText(change, change.newValue),
            })}
            {change.weakened && (
              <Badge variant="warning" className="ms-2">
                {t('settingChanges.weakened')}
              </Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
