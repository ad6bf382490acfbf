import { useTranslation } from 'react-i18next';
import { Download, Printer } from 'lucide-react';
import { Button } from '../../components/ui/button';

interface ReportActionsProps {
  /** False until the report has loaded: there is nothing to download or print yet. */
  ready: boolean;
  exporting?: boolean;
  onExport: () => void;
}

/** A printed report's two buttons, beside its title: the workbook and the A4 print (hidden on the paper itself). */
export function ReportActions({ ready, exporting = false, onExport }: ReportActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      <Button variant="outline" disabled={!ready || exporting} onClick={onExport}>
        <Download className="h-4 w-4" aria-hidden />
        {t('books.export')}
      </Button>
      <Button variant="outline" disabled={!ready} onClick={() => window.print()}>
        <Printer className="h-4 w-4" aria-hidden />
        {t('books.print')}
      </Button>
    </div>
  );
}
