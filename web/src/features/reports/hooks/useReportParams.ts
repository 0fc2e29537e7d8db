import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dayKey } from '../model/period';
import {
  applyChange,
  readReportParams,
  toReportFilter,
  writeReportParams,
  type ReportChange,
} from '../model/reportParams';

/**
 * The period and filters of the reports, kept in the URL: a reload, back or a shared link
 * shows the same reports. Changes replace the entry, as the lists' filters do. The same URL
 * on the same day gives the same objects, so the query and the CSV links stay put.
 */
export function useReportParams() {
  const [params, setParams] = useSearchParams();
  // Read each render: a page left open past midnight moves its presets with the day.
  const day = dayKey(dayjs());
  const search = params.toString();
  return useMemo(() => {
    const today = dayjs(day);
    const choice = readReportParams(new URLSearchParams(search), today);
    return {
      choice,
      today,
      filter: toReportFilter(choice),
      change: (next: ReportChange) => setParams(writeReportParams(applyChange(choice, next, today)), { replace: true }),
    };
  }, [day, search, setParams]);
}

export type ReportParamsState = ReturnType<typeof useReportParams>;
