import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { sanctionsListSources, type SanctionsListSource } from '@sarafi/core';
import { Button } from '../../../components/ui/button';
import { Badge, Card, PageHeader } from '../../../components/ui/card';
import { DateText } from '../../../components/ui/date-text';
import { Field, Input, Select } from '../../../components/ui/field';
import { TableScroll } from '../../../components/ui/table-scroll';
import { notify } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api';
import { LoadError, Spinner } from '../../shell/status-pages';
import { useImportSanctionsList, useSanctionsLists } from './screening-api';

const accept: Record<SanctionsListSource, string> = { un: '.xml,application/xml,text/xml', local: '.csv,text/csv' };

/** Admin: import a version of the UN consolidated list or of the shop's local names, and see every version (docs/decisions.md, Compliance: sanctions screening). */
export function SanctionsListsPage() {
  const { t } = useTranslation();
  const lists = useSanctionsLists();
  const importList = useImportSanctionsList();
  const [source, setSource] = useState<SanctionsListSource>('un');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  // A new key empties the file input after an import (a file input's value cannot be set).
  const [inputKey, setInputKey] = useState(0);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setFileError(t('errors.compliance.listNoFile'));
      return;
    }
    importList.mutate(
      { source, file },
      {
        onSuccess: (list) => {
          notify.success(t('screening.lists.imported', { count: list.entryCount }));
          setFile(null);
          setInputKey((key) => key + 1);
        },
        onError: (error) => notify.error(errorMessage(error, t('screening.lists.failed'))),
      },
    );
  };

  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader title={t('screening.lists.title')} subtitle={t('screening.lists.subtitle')} />
      <Card>
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[minmax(0,16rem)_1fr_auto] sm:items-end">
          <Field label={t('screening.lists.source')}>
            {(control) => (
              <Select {...control} value={source} onChange={(e) => setSource(e.target.value as SanctionsListSource)}>
                {sanctionsListSources.map((value) => (
                  <option key={value} value={value}>
                    {t(`screening.sources.${value}`)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={t('screening.lists.file')} error={fileError} hint={t(`screening.lists.hint.${source}`)}>
            {(control) => (
              <Input
                {...control}
                key={inputKey}
                type="file"
                accept={accept[source]}
                data-testid="sanctions-file"
                onChange={(e) => {
                  setFile(e.target.files?.[0] ?? null);
                  setFileError(undefined);
                }}
              />
            )}
          </Field>
          <Button type="submit" disabled={importList.isPending}>
            {importList.isPending ? t('screening.lists.importing') : t('screening.lists.import')}
          </Button>
        </form>
      </Card>
      <Card>
        <h2 className="mb-3 font-semibold">{t('screening.lists.versions')}</h2>
        {lists.error ? (
          <LoadError error={lists.error} onRetry={() => void lists.refetch()} />
        ) : !lists.data ? (
          <Spinner />
        ) : lists.data.lists.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('screening.lists.none')}</p>
        ) : (
          <TableScroll>
            <table className="w-full text-sm">
              <thead>
                <tr className="border-b text-start">
                  <th className="p-2 text-start">{t('screening.lists.source')}</th>
                  <th className="p-2 text-start">{t('screening.lists.fileName')}</th>
                  <th className="p-2 text-start">{t('screening.lists.generatedOn')}</th>
                  <th className="p-2 text-end">{t('screening.lists.entries')}</th>
                  <th className="p-2 text-start">{t('screening.lists.importedAt')}</th>
                  <th className="p-2 text-start">{t('screening.lists.importedBy')}</th>
                </tr>
              </thead>
              <tbody>
                {lists.data.lists.map((list) => (
                  <tr key={list.id} className="border-b last:border-0">
                    <td className="p-2">
                      {t(`screening.sources.${list.source}`)} {list.current && <Badge variant="info">{t('screening.lists.current')}</Badge>}
                    </td>
                    <td className="p-2">
                      <bdi dir="ltr">{list.fileName}</bdi>
                    </td>
                    <td className="p-2">{list.generatedOn ? <DateText iso={list.generatedOn.slice(0, 10)} /> : '—'}</td>
                    <td className="p-2 text-end tabular-nums">
                      <bdi dir="ltr">{list.entryCount.toLocaleString('en-US')}</bdi>
                    </td>
                    <td className="p-2">
                      <DateText iso={list.importedAt} withTime />
                    </td>
                    <td className="p-2">
                      <bdi dir="ltr">{list.importedBy}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
      </Card>
    </div>
  );
}
