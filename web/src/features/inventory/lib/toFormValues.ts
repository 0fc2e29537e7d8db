import type { PartSummary_PartFragment } from '../../../__generated__/graphql';
import type { PartFormValues } from './toPartInput';

/** The edit form's starting values from the part as the detail page has it. */
export function toFormValues(part: PartSummary_PartFragment): PartFormValues {
  return {
    partNumber: part.partNumber,
    name: part.name,
    category: part.category,
    unit: part.unit,
    minQuantity: part.minQuantity,
    reorderQuantity: part.reorderQuantity,
    unitCost: part.unitCost,
    storageLocation: part.storageLocation,
    supplier: part.supplier,
    compatibleEquipmentIds: part.compatibleEquipment.map((machine) => machine.id),
  };
}
