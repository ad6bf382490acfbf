import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownToLine, EyeOff, HandCoins, LockKeyhole } from 'lucide-react';
import type { Shift } from '@sarafi/core';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field, Select } from '../../components/ui/field';
import { notify } from '../../components/ui/toaster';
import { errorMessage } from '../../lib/api';
import { Spinner } from '../shell/status-pages';
import { CashCountForm } from './cash-count-form';
import { useCloseShift, useDrop, useHandover, useHandoverRecipients } from './tills-queries';
import { useCountCurrencies } from './use-count-currencies';

export type ShiftAction = 'drop' | 'handover' | 'close';
const icons = { drop: ArrowDownToLine, handover: HandCoins, close: LockKeyhole };

/**
 * The clerk's three actions on an open shift, one form at a time: drop cash to the safe, hand the till to another
 * clerk, close with a blind count. Each counts what the drawer holds, in any active currency; a currency the books
 * expect and the clerk left empty is counted as none by the server. Neither shows what the books expect.
 */
export function ShiftActions({ shift, action, onAction }: { shift: Shift; action: ShiftAction | null; onAction: (action: ShiftAction | null) => void }) {
  const { t } = useTranslation();
  // The clerk is not told which currencies the books expect (a blind count): every active currency is offered.
  const sheet = useCountCurrencies();
  const handing = shift.moves.some((move) => move.kind === 'handover' && move.status === 'pending');
  return (
    <Card className="space-y-4" data-testid="shift-actions">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('tills.actions.title')}>
        {(['drop', 'handover', 'close'] as const).map((key) => {
          const Icon = icons[key];
          return (
            <Button key={key} variant={action === key ? 'default' : 'outline'} aria-pressed={action === key} disabled={handing} onClick={() => onAction(action === key ? null : key)}>
              <Icon className="h-4 w-4" aria-hidden />
              {t(`tills.actions.${key}`)}
            </Button>
          );
        })}
      </div>
      {action && sheet.isLoading && <Spinner label={t('tills.loading')} />}
      {action === 'drop' && !sheet.isLoading && <DropForm shift={shift} sheet={sheet.currencies} onDone={() => onAction(null)} />}
      {action === 'handover' && !sheet.isLoading && <HandoverForm shift={shift} sheet={sheet.currencies} onDone={() => onAction(null)} />}
      {action === 'close' && !sheet.isLoading && <CloseForm shift={shift} sheet={sheet.currencies} />}
    </Card>
  );
}

type FormProps = { shift: Shift; sheet: ReturnType<typeof useCountCurrencies>['currencies']; onDone: () => void };

function DropForm({ shift, sheet, onDone }: FormProps) {
  const { t } = useTranslation();
  const drop = useDrop();
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{t('tills.drop.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('tills.drop.hint')}</p>
      <CashCountForm
        testId="drop"
        currencies={sheet}
        submitLabel={t('tills.drop.submit')}
        pending={drop.isPending}
        emptyMessage={t('tills.emptyMove')}
        confirm={{ title: t('tills.drop.confirmTitle'), text: (amounts) => t('tills.drop.confirmText', { amounts }), confirmLabel: t('tills.drop.submit') }}
        onSubmit={(counts) =>
          drop.mutate(
            { shiftId: shift.id, counts },
            {
              onSuccess: () => {
                notify.success(t('tills.drop.done'));
                onDone();
              },
              onError: (error) => notify.error(errorMessage(error, t('tills.failed'))),
            },
          )
        }
      />
    </section>
  );
}

function HandoverForm({ shift, sheet, onDone }: FormProps) {
  const { t } = useTranslation();
  const handover = useHandover();
  const recipients = useHandoverRecipients();
  const [toUserId, setToUserId] = useState('');
  const toName = recipients.data?.find((r) => String(r.id) === toUserId)?.username ?? '';
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{t('tills.handover.title')}</h2>
      <p className="text-sm text-muted-foreground">{t('tills.handover.hint')}</p>
      <CashCountForm
        testId="handover"
        currencies={sheet}
        emptyMessage={t('tills.emptyMove')}
        submitLabel={t('tills.handover.submit')}
        pending={handover.isPending}
        ready={toUserId !== ''}
        confirm={{ title: t('tills.handover.confirmTitle', { user: toName }), text: (amounts) => t('tills.handover.confirmText', { amounts, user: toName }), confirmLabel: t('tills.handover.submit') }}
        onSubmit={(counts) =>
          handover.mutate(
            { shiftId: shift.id, toUserId, counts },
            {
              onSuccess: () => {
                notify.success(t('tills.handover.done', { user: toName }));
                onDone();
              },
              onError: (error) => notify.error(errorMessage(error, t('tills.failed'))),
            },
          )
        }
      >
        <div className="w-full sm:w-72">
          <Field label={t('tills.handover.to')}>
            {(props) => (
              <Select {...props} value={toUserId} onChange={(e) => setToUserId(e.target.value)} required>
                <option value="">{t('tills.handover.choose')}</option>
                {(recipients.data ?? []).map((r) => (
                  <option key={r.id} value={r.id}>
                    {r.fullName ? `${r.fullName} (${r.username})` : r.username}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {recipients.error && (
            <p role="alert" className="mt-1 text-sm text-destructive">
              {errorMessage(recipients.error, t('tills.handover.noRecipients'))}
            </p>
          )}
        </div>
      </CashCountForm>
    </section>
  );
}

function CloseForm({ shift, sheet }: Omit<FormProps, 'onDone'>) {
  const { t } = useTranslation();
  const close = useCloseShift();
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{t('tills.close.title')}</h2>
      <p className="flex items-center gap-2 rounded-md border border-border bg-muted px-3 py-2 text-sm" data-testid="blind-count">
        <EyeOff className="h-4 w-4 shrink-0" aria-hidden />
        {t('tills.close.blindHint')}
      </p>
      <CashCountForm
        testId="close"
        currencies={sheet}
        allowEmpty
        submitLabel={t('tills.close.submit')}
        pending={close.isPending}
        confirm={{ title: t('tills.close.confirmTitle'), text: (amounts) => t('tills.close.confirmText', { amounts }), confirmLabel: t('tills.close.submit') }}
        onSubmit={(counts) =>
          close.mutate(
            { shiftId: shift.id, counts },
            {
              onSuccess: () => notify.success(t('tills.close.done')),
              onError: (error) => notify.error(errorMessage(error, t('tills.failed'))),
            },
          )
        }
      />
    </section>
  );
}
