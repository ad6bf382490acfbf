import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/card';
import { PostingLimitsCard } from '../account-settings/posting-limits-card';
import { BoardSettingsCard } from '../board/board-settings-card';
import { ExchangeDeskCard } from '../fx-desk/exchange-desk-card';
import { LetterheadCard } from './letterhead-card';
import { ApprovalSettingsCard } from '../approvals/approval-settings-card';

const sections = [
  { id: 'letterhead', card: <LetterheadCard /> },
  { id: 'postingLimits', card: <PostingLimitsCard /> },
  { id: 'exchangeDesk', card: <ExchangeDeskCard /> },
  { id: 'publicBoard', card: <BoardSettingsCard /> },
  { id: 'approvals', card: <ApprovalSettingsCard /> },
] as const;

/**
 * The shop's own settings, each in a section of its own: what receipts print at their head, the largest posting per
 * currency, the base currency of the exchange desk, the public rates board and when a second person must approve. The account numbering stays on
 * Account Number Settings. Every section saves through its own endpoint.
 */
export function ShopSettingsPage() {
  const { t } = useTranslation();
  return (
    <div className="max-w-3xl">
      <PageHeader title={t('shopSettings.title')} subtitle={t('shopSettings.pageSubtitle')} />
      <nav aria-label={t('shopSettings.sectionsLabel')} className="flex flex-wrap gap-2 text-sm">
        {sections.map(({ id }) => (
          <a key={id} href={`#${id}`} className="rounded-full border border-border bg-card px-3 py-1 hover:bg-muted">
            {t(`shopSettings.sections.${id}`)}
          </a>
        ))}
      </nav>
      {/* Each card keeps its own top margin, as it had on the screen before. */}
      {sections.map(({ id, card }) => (
        <section key={id} id={id} className="scroll-mt-20">
          {card}
        </section>
      ))}
    </div>
  );
}
