import { useTranslation } from 'react-i18next';
import { useAccount } from '../accounts/account-queries';

/** The chosen account's picture and signature, so the clerk can compare them with the person at the counter. */
export function AccountDocuments({ accountId }: { accountId: number | null }) {
  const { t } = useTranslation();
  const account = useAccount(accountId ?? 0);
  const images = [
    { key: 'picture', label: t('accounts.picture'), src: account.data?.picture },
    { key: 'signature', label: t('accounts.signature'), src: account.data?.signature },
  ];
  return (
    <div className="grid grid-cols-2 gap-3">
      {images.map((image) => (
        <figure key={image.key} className="space-y-1">
          <figcaption className="text-xs font-medium text-muted-foreground">{image.label}</figcaption>
          <div className="flex h-28 items-center justify-center overflow-hidden rounded-md border border-dashed border-border bg-muted/50">
            {image.src ? (
              <img src={image.src} alt={`${image.label}: ${account.data?.accountName ?? ''}`} className="max-h-full max-w-full object-contain" />
            ) : (
              <span className="text-xs text-muted-foreground">{accountId ? t('transactions.noImage') : '—'}</span>
            )}
          </div>
        </figure>
      ))}
    </div>
  );
}
