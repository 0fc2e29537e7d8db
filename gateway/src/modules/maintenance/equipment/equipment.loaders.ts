// A request's batched reads of machines: by id (parents, a part's compatible machines), the
// implements of each machine and each machine's newest readings, one query per batch
// whatever the page size.
import DataLoader from 'dataloader';
import type { EquipmentRow } from '../../../db/schema.js';
import { firstRowsLoader, rowPerKey, rowsPerKey, type FirstRows } from '../../../lib/batched.js';
import type { Services } from '../../kit/context.js';

type Reading = Awaited<ReturnType<Services['equipment']['repository']['readingsOf']>>[number];

export interface EquipmentLoaders {
  equipmentById: DataLoader<string, EquipmentRow | undefined>;
  /** The implements and components attached to a machine, by code. */
  childrenOf: DataLoader<string, EquipmentRow[]>;
  /** A machine's newest readings. */
  readingsOf: DataLoader<FirstRows, Reading[], string>;
}

export function equipmentLoaders({ equipment }: Services): EquipmentLoaders {
  const { repository } = equipment;
  return {
    equipmentById: new DataLoader(async (ids) => rowPerKey(ids, await repository.byIds(ids), (row) => row.id)),
    childrenOf: new DataLoader(async (ids) =>
      rowsPerKey(ids, await repository.childrenOf(ids), (row) => row.parentId!),
    ),
    readingsOf: firstRowsLoader(
      (ids, first) => repository.readingsOf(ids, first),
      (reading) => reading.equipmentId,
    ),
  };
}

/** Machines by id through the request's loader, by code. */
export async function machinesByIds(loaders: EquipmentLoaders, ids: readonly string[]): Promise<EquipmentRow[]> {
  const rows = await loaders.equipmentById.loadMany(ids);
  return rows
    .filter((row): row is EquipmentRow => !!row && !(row instanceof Error))
    .sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
