import { createContext, useContext } from 'react';
import type { ReportFilter } from '../../../__generated__/graphql';
import type { Period } from '../model/period';

/** What every report of the page is about: the CSV files ask the server for the same. */
export interface ReportScope {
  farmId: string;
  period: Period;
  filter: ReportFilter | null;
}

export const ReportScopeContext = createContext<ReportScope | null>(null);

export function useReportScope(): ReportScope {
  const scope = useContext(ReportScopeContext);
  if (!scope) throw new Error('useReportScope outside the reports page');
  return scope;
}
