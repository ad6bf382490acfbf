import { useTranslation } from 'react-i18next';
import { Download } from 'lucide-react';
import { hawalaImportColumns } from '@sarafi/core';
import { Card } from '../../components/ui/card';

/** docs/architecture.md, Constants and limits: the template's columns from C on; the server finds them by their header text. */
const templateColumns = hawalaImportColumns.map((column, index) => ({ letter: String.fromCharCode('C'.charCodeAt(0) + index), ...column }));

/** The columns an import reads and what each holds, with the template to fill in (GET /api/hawala/template). */
export function ImportTemplatePanel() {
  const { t } = useTranslation();
  return (
    <Card aria-labelledby="hawala-template-title">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id="hawala-template-title" className="font-semibold">
          {t('hawala.import.templateTitle')}
        </h2>
        <a href="/api/hawala/template" download className="inline-flex items-center gap-1.5 text-sm font-medium text-primary underline-offset-2 hover:underline">
          <Download className="size-4" aria-hidden /> {t('hawala.import.templateDownload')}
        </a>
      </div>
      <p className="mb-3 text-sm text-muted-foreground">{t('hawala.import.templateHint')}</p>
      <ul className="grid grid-cols-1 gap-2 text-sm md:grid-cols-2">
        {templateColumns.map((column) => (
          <li key={column.key} className="flex items-start gap-2" data-column={column.key}>
            <span className="inline-flex size-6 shrink-0 items-center justify-center rounded bg-blue-100 text-xs font-bold text-blue-800">{column.letter}</span>
            <span className="min-w-0">
              <span className="block font-medium">
                <bdi dir="ltr">{column.header}</bdi>
                <span className="text-xs font-normal text-muted-foreground"> · {column.required ? t('hawala.import.columnRequired') : t('hawala.import.columnOptional')}</span>
              </span>
              <span className="block text-muted-foreground">{t(`hawala.import.columnNote.${column.key}`)}</span>
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
