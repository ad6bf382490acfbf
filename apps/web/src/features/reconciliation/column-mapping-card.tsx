import { useTranslation } from 'react-i18next';
import type { ReconciliationColumns, ReconciliationMapping } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Input, Select } from '../../components/ui/field';
import { TableScroll } from '../../components/ui/table-scroll';
import { DateText } from '../../components/ui/date-text';
import { mappedFields, mappingReady, type MappedField } from './mapping-draft';
import { sampleCell } from './sample-cell';

const figure = /^[\d\s.,+-]+$/;

interface Props {
  columns: ReconciliationColumns;
  mapping: ReconciliationMapping;
  onMapping: (mapping: ReconciliationMapping) => void;
  onRun: () => void;
  running: boolean;
}

/** Step 2: which of their columns holds each field. The mapping is remembered for the partner when the run is kept. */
export function ColumnMappingCard({ columns, mapping, onMapping, onRun, running }: Props) {
  const { t } = useTranslation();
  const set = (field: MappedField, value: string) => onMapping({ ...mapping, [field]: field === 'date' ? value : value || null });
  return (
    <Card className="space-y-4" data-testid="reconciliation-mapping">
      <div>
        <h2 className="text-lg font-semibold">{t('reconciliation.mapping.title')}</h2>
        <p className="text-sm text-muted-foreground">{t(columns.mapping ? 'reconciliation.mapping.remembered' : 'reconciliation.mapping.hint', { file: columns.fileName })}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {mappedFields.map((field) => (
          <Field key={field} label={t(`reconciliation.fields.${field}`)}>
            {(control) => (
              <Select {...control} value={mapping[field] ?? ''} onChange={(e) => set(field, e.target.value)} data-field={field}>
                <option value="">{t('reconciliation.mapping.none')}</option>
                {columns.headers.map((header) => (
                  <option key={header} value={header}>
                    {header}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
        <Field label={t('reconciliation.mapping.defaultCurrency')}>
          {(control) => <Input {...control} maxLength={10} value={mapping.defaultCurrency ?? ''} onChange={(e) => onMapping({ ...mapping, defaultCurrency: e.target.value.toUpperCase() || null })} placeholder="USD" />}
        </Field>
        <div className="sm:col-span-2">
          <Field label={t('reconciliation.mapping.sign')}>
            {(control) => (
              <Select {...control} value={mapping.sign} onChange={(e) => onMapping({ ...mapping, sign: e.target.value === 'mirror' || e.target.value === 'same' ? e.target.value : 'auto' })}>
                <option value="auto">{t('reconciliation.sign.auto')}</option>
                <option value="mirror">{t('reconciliation.sign.mirror')}</option>
                <option value="same">{t('reconciliation.sign.same')}</option>
              </Select>
            )}
          </Field>
        </div>
      </div>
      {columns.samples.length > 0 && (
        <TableScroll>
          <table className="w-full text-sm [&_td]:px-2 [&_td]:py-1 [&_th]:px-2 [&_th]:py-1">
            <caption className="text-start text-sm text-muted-foreground">{t('reconciliation.mapping.samples')}</caption>
            <thead className="bg-muted">
              <tr>
                {columns.headers.map((header) => (
                  <th key={header} className="text-start whitespace-nowrap">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {columns.samples.map((row, r) => (
                <tr key={r} className="border-t border-border">
                  {row.map((_, c) => {
                    const cell = sampleCell(columns, mapping, r, c);
                    return (
                      <td key={c} className="whitespace-nowrap">
                        {/* A figure such as '-730' has no letter to take its direction from: it is set left to right. */}
                        {'day' in cell ? <DateText iso={cell.day} /> : figure.test(cell.text) ? <span dir="ltr">{cell.text}</span> : <bdi>{cell.text}</bdi>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
      <Button onClick={onRun} disabled={running || !mappingReady(mapping)}>
        {t(running ? 'reconciliation.mapping.running' : 'reconciliation.mapping.run')}
      </Button>
    </Card>
  );
}
