import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { firstDayOfWeek, fromDayKey, rangeOf } from '../model/calendarRange';
import { readParams, toPlanningFilter, writeParams, type PlanningParams } from '../model/planningParams';

/**
 * The calendar's view, period and filters, kept in the URL: a reload, back or a shared link
 * shows the same calendar. Changes replace the entry, as the lists' filters do.
 */
export function usePlanningParams() {
  const { i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const choice = readParams(params);
  const anchor = choice.date ? fromDayKey(choice.date) : dayjs();
  return {
    choice,
    anchor,
    range: rangeOf(choice.view, anchor, firstDayOfWeek(i18n.language)),
    filter: toPlanningFilter(choice),
    change: (next: Partial<PlanningParams>) => setParams(writeParams({ ...choice, ...next }), { replace: true }),
  };
}

export type PlanningState = ReturnType<typeof usePlanningParams>;
