import type { Criticality, EquipmentCategory, EquipmentStatus, MeterUnit } from '../../../__generated__/graphql';

// The schema's enum values in display order (generated types are type-only, enumsAsTypes).
export const CATEGORIES: readonly EquipmentCategory[] = [
  'TRACTOR',
  'COMBINE_HARVESTER',
  'SPRAYER',
  'SEEDER',
  'TILLAGE',
  'IRRIGATION',
  'GENERATOR',
  'VEHICLE',
  'LIVESTOCK_EQUIPMENT',
  'WORKSHOP',
  'OTHER',
];
export const STATUSES: readonly EquipmentStatus[] = ['OPERATIONAL', 'NEEDS_ATTENTION', 'DOWN', 'RETIRED'];
export const CRITICALITIES: readonly Criticality[] = ['LOW', 'MEDIUM', 'HIGH'];
export const METER_UNITS: readonly MeterUnit[] = ['HOURS', 'KM', 'NONE'];
