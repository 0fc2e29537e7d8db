// A request's batched reads of parts: by id, compatibility both ways (a page of parts loads its
// machines' ids, a page of machines its parts) and each part's newest movements, one query
// per batch whatever the page size.
import DataLoader from 'dataloader';
import type { SparePartRow } from '../../../db/schema.js';
import { firstRowsLoader, rowPerKey, rowsPerKey, type FirstRows } from '../../../lib/batched.js';
import type { Services } from '../../kit/context.js';

type Movement = Awaited<ReturnType<Services['inventory']['repository']['movementsOf']>>[number];

export interface InventoryLoaders {
  /** Parts by id (an order's part lines). */
  sparePartById: DataLoader<string, SparePartRow | undefined>;
  /** The ids of the machines a part fits, by part id (sorted). */
  compatibleMachineIds: DataLoader<string, string[]>;
  /** The parts that fit a machine, by machine id (by part number). */
  compatibleParts: DataLoader<string, SparePartRow[]>;
  /** A part's newest movements. */
  movementsOf: DataLoader<FirstRows, Movement[], string>;
}

export function inventoryLoaders({ inventory }: Services): InventoryLoaders {
  const { repository } = inventory;
  return {
    sparePartById: new DataLoader(async (ids) => rowPerKey(ids, await repository.byIds(ids), (row) => row.id)),
    compatibleMachineIds: new DataLoader(async (partIds) => {
      const links = await repository.compatibilityOfParts(partIds);
      return rowsPerKey(partIds, links, (link) => link.partId).map((partLinks) =>
        partLinks.map((link) => link.equipmentId).sort(),
      );
    }),
    compatibleParts: new DataLoader(async (machineIds) => {
      const rows = await repository.partsOfMachines(machineIds);
      return rowsPerKey(machineIds, rows, (row) => row.equipmentId).map((parts) => parts.map((row) => row.part));
    }),
    movementsOf: firstRowsLoader(
      (partIds, first) => repository.movementsOf(partIds, first),
      (movement) => movement.partId,
    ),
  };
}
