import { describe, expect, it } from 'vitest';
import { auditChanges } from '../../web/src/lib/audit/auditChanges';
import {
  toCreateInput,
  toUpdateInput,
  type EquipmentFormValues,
} from '../../web/src/features/equipment/model/formValues';

const values: EquipmentFormValues = {
  code: ' TR-99 ',
  name: 'Test tractor',
  category: 'TRACTOR',
  make: '',
  status: 'OPERATIONAL',
  criticality: 'HIGH',
  meterUnit: 'NONE',
  meterValue: 12,
  parentId: undefined,
  purchaseCost: 0,
};

describe('equipment form → mutation input', () => {
  it('sends blanks as null on update so that clearing a field clears it', () => {
    const input = toUpdateInput(values);
    expect(input).toMatchObject({ code: 'TR-99', make: null, parentId: null, purchaseCost: 0, notes: null });
  });

  it('adds the farm on create and drops the meter value of a machine without a meter', () => {
    const input = toCreateInput('farm-1', values);
    expect(input).toMatchObject({ farmId: 'farm-1', code: 'TR-99', meterValue: null });
    expect(toCreateInput('farm-1', { ...values, meterUnit: 'HOURS' }).meterValue).toBe(12);
  });
});

describe('audit entries', () => {
  it('turns audit JSON into before → after rows and skips malformed entries', () => {
    expect(auditChanges({ status: { before: 'OPERATIONAL', after: 'RETIRED' }, junk: 3 })).toEqual([
      { field: 'status', before: 'OPERATIONAL', after: 'RETIRED' },
    ]);
    expect(auditChanges(null)).toEqual([]);
  });
});
