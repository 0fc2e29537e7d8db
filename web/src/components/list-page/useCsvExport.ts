import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { downloadCsv, toCsv, type CsvColumn } from '../../lib/csv/toCsv';

export interface CsvExport<Row> {
  /** The file's name before its date, e.g. "equipment". */
  fileName: string;
  columns: CsvColumn<Row>[];
  /** Every row of the list's filter and sort, reporting progress as a fraction. */
  fetchRows: (client: ApolloClient, onProgress: (fraction: number) => void) => Promise<Row[]>;
}

/** Fetches every page and downloads the CSV; `progress` is 0–1 while it runs, else null. Rejects when it fails. */
export function useCsvExport<Row>({ fileName, columns, fetchRows }: CsvExport<Row>) {
  const client = useApolloClient();
  const [progress, setProgress] = useState<number | null>(null);
  const run = async () => {
    setProgress(0);
    try {
      const rows = await fetchRows(client, setProgress);
      downloadCsv(`${fileName}-${new Date().toISOString().slice(0, 10)}.csv`, toCsv(rows, columns));
    } finally {
      setProgress(null);
    }
  };
  return { progress, run };
}
