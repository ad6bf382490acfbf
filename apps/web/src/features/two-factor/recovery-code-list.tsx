import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';

/** Shown once, right after enrolment: the server keeps only their hashes, so this is the one chance to write them down. */
export function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3" data-testid="recovery-codes">
      <h3 className="font-semibold">{t('twoFactor.recoveryTitle')}</h3>
      <p className="text-sm text-muted-foreground">{t('twoFactor.recoveryHint')}</p>
      <ol className="grid grid-cols-2 gap-x-6 gap-y-1 rounded-md border border-border bg-muted/40 p-3 font-mono text-sm" dir="ltr">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <Button autoFocus onClick={onDone}>
        {t('twoFactor.recoverySaved')}
      </Button>
    </div>
  );
}
