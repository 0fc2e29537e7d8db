import { useApolloClient } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getFragmentData } from '../../../gql';
import type {
  EquipmentListQuery as EquipmentListData,
  EquipmentListQueryVariables,
  EquipmentTable_EquipmentFragment as Row,
} from '../../../gql/graphql';
import { downloadCsv, toCsv } from '../../../lib/csv/toCsv';
import { EquipmentListQuery } from '../api/useEquipmentList';
import { EquipmentTable_equipment } from '../components/equipmentRowFragment';
import { equipmentCsvColumns } from '../model/csvColumns';

/** A spreadsheet is for an overview; beyond this the export stops (and says so in its progress). */
export const EXPORT_LIMIT = 2000;
const BATCH = 100; // the server's largest page

/** Exports every page of the current filter and sort; `progress` is 0–100 while it runs, else null. */
export function useCsvExport(variables: EquipmentListQueryVariables) {
  const client = useApolloClient();
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);

  async function run() {
    setProgress(0);
    try {
      const rows: Row[] = [];
      let after: string | null = null;
      for (;;) {
        const data: EquipmentListData | undefined = (
          await client.query({
            query: EquipmentListQuery,
            variables: { ...variables, first: BATCH, after },
            fetchPolicy: 'network-only',
          })
        ).data;
        if (!data) break;
        const page: EquipmentListData['equipmentList'] = data.equipmentList;
        rows.push(...page.edges.map((edge) => getFragmentData(EquipmentTable_equipment, edge.node)));
        const wanted = Math.min(page.totalCount, EXPORT_LIMIT) || 1;
        setProgress(Math.min(100, Math.round((rows.length / wanted) * 100)));
        if (!page.pageInfo.hasNextPage || rows.length >= EXPORT_LIMIT) break;
        after = page.pageInfo.endCursor ?? null;
      }
      const stamp = new Date().toISOString().slice(0, 10);
      downloadCsv(`equipment-${stamp}.csv`, toCsv(rows.slice(0, EXPORT_LIMIT), equipmentCsvColumns(t)));
      return rows.length;
    } finally {
      setProgress(null);
    }
  }

  return { progress, run };
}
