import type { PartUnit } from '../../../__generated__/graphql';

export interface PartFormValues {
  partNumber: string;
  name: string;
  category?: string | null;
  unit: PartUnit;
  minQuantity?: number | null;
  reorderQuantity?: number | null;
  unitCost?: number | null;
  storageLocation?: string | null;
  supplier?: string | null;
  compatibleEquipmentIds?: string[];
}

/** Empty optional texts are sent as null so that editing can clear them. */
export function toPartInput(values: PartFormValues) {
  const text = (value?: string | null) => value?.trim() || null;
  return {
    partNumber: values.partNumber.trim(),
    name: values.name.trim(),
    category: text(values.category),
    unit: values.unit,
    minQuantity: values.minQuantity ?? 0,
    reorderQuantity: values.reorderQuantity ?? 0,
    unitCost: values.unitCost ?? 0,
    storageLocation: text(values.storageLocation),
    supplier: text(values.supplier),
    compatibleEquipmentIds: values.compatibleEquipmentIds ?? [],
  };
}
