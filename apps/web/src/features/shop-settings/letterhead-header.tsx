import { useTranslation } from 'react-i18next';
import { useLetterhead } from './use-letterhead';
import './letterhead.css';

/**
 * The shop's name, logo, address and phones at the head of a printed page (receipts, statements). Nothing when the
 * shop has not set one yet. Every value is a text node or an image: text a user typed never becomes markup.
 */
export function LetterheadHeader() {
  const { t } = useTranslation();
  const { data } = useLetterhead();
  if (!data || (!data.name && !data.address && !data.phones && !data.logo)) return null;
  return (
    <header className="letterhead">
      {data.logo && <img className="letterhead-logo" src={data.logo} alt="" />}
      <div className="letterhead-text">
        {data.name && <div className="letterhead-name">{data.name}</div>}
        {data.address && <div>{data.address}</div>}
        {data.phones && (
          <div>
            {t('shopSettings.phonesLine')} <bdi dir="ltr">{data.phones}</bdi>
          </div>
        )}
      </div>
    </header>
  );
}
