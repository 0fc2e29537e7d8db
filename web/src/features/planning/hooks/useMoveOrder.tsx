import { App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RescheduleWorkOrderInput } from '../../../__generated__/graphql';
import { serverError, useServerErrorText } from '../../../lib/apollo/serverError';
import { useFormat } from '../../../lib/format/useFormat';
import { useRescheduleOrder } from '../api/useRescheduleOrder';
import type { PendingMove } from '../model/entries';
import { moveOf, type Drop } from '../model/move';

/**
 * A drop on the calendar: the order is drawn on its new day at once, the server moves it, and
 * a notification offers to undo the move (the server's `previous` sent back). A refusal (a
 * closed order, another farm's technician) is shown in the server's words and the order stays.
 */
export function useMoveOrder() {
  const { t } = useTranslation();
  const format = useFormat();
  const { message } = App.useApp();
  const errorText = useServerErrorText();
  const reschedule = useRescheduleOrder();
  const [pending, setPending] = useState<Record<string, PendingMove>>({});

  const refused = (error: unknown) =>
    void message.error({ content: <span data-testid="planning-move-error">{errorText(serverError(error))}</span> });

  async function undo(id: string, previous: RescheduleWorkOrderInput) {
    await reschedule(id, previous, t('planning.move.undone')).catch(refused);
  }

  async function move(drop: Drop) {
    const change = moveOf(drop);
    if (!change) return;
    const { id, input } = change;
    setPending((moves) => ({ ...moves, [id]: { day: drop.day, assigneeIds: input.assigneeIds } }));
    try {
      const done = t('planning.move.done', { number: drop.placed.order.number, day: format.weekday(drop.day) });
      await reschedule(id, input, done, (previous) => ({
        label: t('planning.move.undo'),
        testId: 'planning-undo',
        run: () => void undo(id, previous),
      }));
    } catch (error) {
      refused(error);
    } finally {
      setPending(({ [id]: _done, ...others }) => others);
    }
  }

  return { move, pending };
}
