import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { createTillBody } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Input } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { useCreateTill } from './tills-queries';
import { firstFieldError } from '../../lib/field-errors';

/** An admin names a new drawer ("Counter 1"); the name is checked by the request's own schema first. */
export function CreateTillCard() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string>();
  const create = useCreateTill();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTillBody.safeParse({ name });
    if (!parsed.success) return setProblem(firstFieldError(parsed.error.issues)?.message);
    setProblem(undefined);
    create.mutate(parsed.data, {
      onSuccess: (till) => {
        notify.success(t('tills.create.done', { till: till.name }));
        setName('');
      },
      onError: (error) => notify.error(errorMessage(error, t('tills.create.failed'))),
    });
  };
  return (
    <Card>
      <form className="flex flex-wrap items-end gap-3" onSubmit={submit} noValidate data-testid="create-till">
        <div className="w-full sm:w-72">
          <Field label={t('tills.create.name')} error={problem}>
            {(props) => <Input {...props} value={name} placeholder={t('tills.create.placeholder')} maxLength={100} onChange={(e) => setName(e.target.value)} />}
          </Field>
        </div>
        <Button type="submit" busy={create.isPending}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('tills.create.submit')}
        </Button>
      </form>
    </Card>
  );
}
