import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ExternalLink } from 'lucide-react';
import { buttonVariants } from '../../components/ui/button';
import { SaveButton } from '../../components/ui/save-button';
import { Card } from '../../components/ui/card';
import { LoadError, Spinner } from '../shell/status-pages';
import { useExchangeDesk } from '../fx-desk/use-exchange-desk';
import { useSaveExchangeDesk } from '../fx-desk/use-save-exchange-desk';
import { boardPath } from './board-options';

/** Admin: whether the public rates board answers, and the address to point the shop's screen at. */
export function BoardSettingsCard() {
  const { t } = useTranslation();
  const { data, error, refetch } = useExchangeDesk();
  const [boardEnabled, setBoardEnabled] = useState<boolean>();
  const save = useSaveExchangeDesk(() => setBoardEnabled(undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (data) save.mutate({ baseCurrencyId: data.baseCurrencyId, boardEnabled: boardEnabled ?? data.boardEnabled });
  };

  const body = () => {
    if (error) return <LoadError error={error} onRetry={() => void refetch()} />;
    if (!data) return <Spinner />;
    return (
      <form onSubmit={submit} noValidate className="space-y-4">
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            role="switch"
            className="mt-0.5 size-4 accent-blue-700"
            checked={boardEnabled ?? data.boardEnabled}
            onChange={(e) => setBoardEnabled(e.target.checked)}
          />
          <span>
            <span className="font-medium">{t('fxDesk.settings.board')}</span>
            <span className="block text-muted-foreground">{t('fxDesk.settings.boardHint')}</span>
          </span>
        </label>
        <div className="flex flex-wrap items-center justify-end gap-2">
          {/* The saved state decides: the board answers only once the switch is stored. It opens in the shop's language. */}
          {data.boardEnabled && (
            <a href={boardPath} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline' })}>
              <ExternalLink className="size-4" aria-hidden />
              {t('fxDesk.settings.openBoard')}
            </a>
          )}
          <SaveButton pending={save.isPending} />
        </div>
      </form>
    );
  };

  return (
    <Card className="mt-6" aria-labelledby="board-settings-title" data-testid="board-settings">
      <h2 id="board-settings-title" className="font-semibold">
        {t('fxDesk.settings.boardTitle')}
      </h2>
      <p className="mb-4 text-sm text-muted-foreground">{t('fxDesk.settings.boardSubtitle')}</p>
      {body()}
    </Card>
  );
}
