import type {
  CreateEquipmentInput,
  Criticality,
  EquipmentCategory,
  EquipmentStatus,
  MeterUnit,
  UpdateEquipmentInput,
} from '../../../__generated__/graphql';

/** The drawer form's values; blank optional inputs are '' or undefined until submitted. */
export interface EquipmentFormValues {
  code: string;
  name: string;
  category: EquipmentCategory;
  make?: string | null;
  model?: string | null;
  serialNumber?: string | null;
  year?: number | null;
  status: EquipmentStatus;
  criticality: Criticality;
  location?: string | null;
  parentId?: string | null;
  meterUnit: MeterUnit;
  meterValue?: number | null;
  purchaseDate?: string | null;
  purchaseCost?: number | null;
  warrantyEnd?: string | null;
  notes?: string | null;
}

export const NEW_EQUIPMENT: Partial<EquipmentFormValues> = {
  status: 'OPERATIONAL',
  criticality: 'MEDIUM',
  meterUnit: 'HOURS',
};

const blankToNull = <T>(value: T | '' | undefined | null): T | null =>
  value === '' || value === undefined ? null : value;

/** Every editable field, blanks as null: on update null clears the field, as the schema says. */
export function toUpdateInput(values: EquipmentFormValues): UpdateEquipmentInput {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    category: values.category,
    make: blankToNull(values.make?.trim()),
    model: blankToNull(values.model?.trim()),
    serialNumber: blankToNull(values.serialNumber?.trim()),
    year: blankToNull(values.year),
    status: values.status,
    criticality: values.criticality,
    location: blankToNull(values.location?.trim()),
    parentId: blankToNull(values.parentId),
    meterUnit: values.meterUnit,
    purchaseDate: blankToNull(values.purchaseDate),
    purchaseCost: blankToNull(values.purchaseCost),
    warrantyEnd: blankToNull(values.warrantyEnd),
    notes: blankToNull(values.notes?.trim()),
  };
}

export function toCreateInput(farmId: string, values: EquipmentFormValues): CreateEquipmentInput {
  const { code, name, category, status, criticality, meterUnit, ...rest } = toUpdateInput(values);
  return {
    ...rest,
    farmId,
    code: code ?? '',
    name: name ?? '',
    category: category ?? 'OTHER',
    status,
    criticality,
    meterUnit,
    meterValue: meterUnit === 'NONE' ? null : blankToNull(values.meterValue),
  };
}
