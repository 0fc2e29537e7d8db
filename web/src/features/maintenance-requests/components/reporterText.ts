import type { RequestRow_RequestFragment as Row } from '../../../__generated__/graphql';

/** "Name · phone", as much of it as the reporter left. */
export const reporterText = (row: Pick<Row, 'reporterName' | 'reporterPhone'>) =>
  [row.reporterName, row.reporterPhone].filter(Boolean).join(' · ');
