import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calendars, languages, type CurrentUser, type Language, type UserPreferences } from '@sarafi/core';
import { DeliberateSelect } from '../../components/ui/deliberate-select';
import { useUpdatePreferences } from './use-update-preferences';

/** Each language by its own name, so a user who cannot read the current one still finds theirs. */
export const languageNames: Record<Language, string> = { en: 'English', 'fa-AF': 'دری', ps: 'پښتو' };

const selectClass =
  'h-9 w-full rounded-md border border-sidebar-border bg-sidebar-accent px-2 text-sm text-white focus-visible:border-blue-400 disabled:opacity-60';

/**
 * Language and calendar of the signed-in user, in the sidebar (and so in the phone drawer). Native selects: they
 * work with the keyboard, screen readers and phones' pickers; a letter typed into one by mistake changes nothing.
 * The selects show the stored value, so a failed save leaves them on what the server holds.
 */
export function PreferencesFields({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const id = useId();
  const update = useUpdatePreferences();
  // The choices being saved, shown from the change on: the mutation's own state reaches React a timer tick later, and
  // until then the controlled select would spring back to the stored value.
  const [pending, setPending] = useState<Partial<UserPreferences> | null>(null);
  // The selects stay enabled while a choice saves (a disabled select loses the keyboard's focus). A change made
  // meanwhile (the calendar, then at once the language) waits for that save and is sent after it, never dropped:
  // one save at a time, so the server's answers cannot land out of order.
  const saving = useRef(false);
  const waiting = useRef<Partial<UserPreferences> | null>(null);
  const send = (change: Partial<UserPreferences>) => {
    saving.current = true;
    update.mutate(change, {
      onSettled: () => {
        const next = waiting.current;
        waiting.current = null;
        if (next) return send(next);
        saving.current = false;
        setPending(null);
      },
    });
  };
  const save = (change: Partial<UserPreferences>) => {
    setPending((shown) => ({ ...shown, ...change }));
    if (saving.current) waiting.current = { ...waiting.current, ...change };
    else send(change);
  };
  return (
    <div className="grid grid-cols-2 gap-2 px-1" data-testid="preferences">
      <div className="space-y-1">
        <label htmlFor={`${id}-language`} className="block text-xs text-sidebar-muted">
          {t('preferences.language')}
        </label>
        <DeliberateSelect
          id={`${id}-language`}
          className={selectClass}
          value={pending?.language ?? user.language}
          onChange={(event) => {
            const language = languages.find((l) => l === event.target.value);
            if (language) save({ language });
          }}
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {languageNames[language]}
            </option>
          ))}
        </DeliberateSelect>
      </div>
      <div className="space-y-1">
        <label htmlFor={`${id}-calendar`} className="block text-xs text-sidebar-muted">
          {t('preferences.calendar')}
        </label>
        <DeliberateSelect
          id={`${id}-calendar`}
          className={selectClass}
          value={pending?.calendar ?? user.calendar}
          onChange={(event) => {
            const calendar = calendars.find((c) => c === event.target.value);
            if (calendar) save({ calendar });
          }}
        >
          {calendars.map((calendar) => (
            <option key={calendar} value={calendar}>
              {t(`preferences.calendars.${calendar}`)}
            </option>
          ))}
        </DeliberateSelect>
      </div>
    </div>
  );
}
