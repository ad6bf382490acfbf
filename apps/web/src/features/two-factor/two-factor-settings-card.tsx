import { useState } from 'react';
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
  // What the admin just chose, shown from the click on: the mutation's own state reaches React a timer tick later, and
  // until then the controlled box would spring back to the stored value.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const required = chosen ?? settings.data?.requiredForAdmins ?? false;
  return (
    <Card className="mb-6 space-y-3" data-testid="two-factor-settings">
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-blue-700"
          checked={required}
          // Not disabled while the choice saves: a disabled box loses the keyboard's focus; a change meanwhile is ignored.
          disabled={!settings.data}
          onChange={(e) => {
            if (chosen !== null) return;
            setChosen(e.target.checked);
            save.mutate(
              { requiredForAdmins: e.target.checked },
              {
                onSuccess: () => notify.success(t('twoFactor.settingSaved')),
                onError: (error) => notify.error(errorMessage(error, t('twoFactor.settingFailed'))),
                onSettled: () => setChosen(null),
              },
            );
          }}
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
