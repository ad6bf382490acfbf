import { useTranslation } from 'react-i18next';
import { hawalaImportColumns } from '@sarafi/core';
import { Card } from '../../components/ui/card';

/** docs/architecture.md, Constants and limits: the template's columns C to L; the server finds them by their header text. */
const templateColumns = hawalaImportColumns.map((column, index) => [String.fromCharCode('C'.charCodeAt(0) + index), column.header] as const);

export function ImportTemplatePanel() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="hawala-template-title">
      <h2 id="hawala-template-title" className="font-semibold">
        {t('hawala.import.templateTitle')}
      </h2>
      <p className="mb-3 text-sm text-muted-foreground">{t('hawala.import.templateHint')}</p>
      <ul className="grid grid-cols-1 gap-1.5 text-sm sm:grid-cols-2">
        {templateColumns.map(([column, header]) => (
          <li key={column} className="flex items-center gap-2">
            <span className="inline-flex size-6 items-center justify-center rounded bg-blue-100 text-xs font-bold text-blue-800">{column}</span>
            <span>{header}</span>
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-muted-foreground">{t('hawala.import.templateDate')}</p>
    </Card>
  );
}
