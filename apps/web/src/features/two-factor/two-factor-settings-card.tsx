import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { SettingChangeLines } from '../limits/setting-changes';
import { useSaveTwoFactorSettings, useTwoFactorSettings } from './two-factor-queries';

/** On the Users screen: whether every admin must sign in in two steps, and who changed that lately. */
export function TwoFactorSettingsCard() {
  const { t } = useTranslation();
  const settings = useTwoFactorSettings();
  const save = useSaveTwoFactorSettings();
  const required = save.isPending ? save.variables.requiredForAdmins : (settings.data?.requiredForAdmins ?? false);
  return (
    <Card className="mb-6 space-y-3" data-testid="two-factor-settings">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-blue-700"
          checked={required}
          disabled={!settings.data || save.isPending}
          onChange={(e) =>
            save.mutate(
              { requiredForAdmins: e.target.checked },
              {
                onSuccess: () => notify.success(t('twoFactor.settingSaved')),
                onError: (error) => notify.error(errorMessage(error, t('twoFactor.settingFailed'))),
              },
            )
          }
        />
        <span>
          <span className="font-medium">{t('twoFactor.requiredForAdmins')}</span>
          <span className="block text-muted-foreground">{t('twoFactor.requiredForAdminsHint')}</span>
        </span>
      </label>
      <SettingChangeLines filter={{ setting: 'twoFactor.requiredForAdmins' }} testId="two-factor-setting-changes" />
      <SettingChangeLines filter={{ setting: 'twoFactor.reset' }} testId="two-factor-reset-changes" />
    </Card>
  );
}
