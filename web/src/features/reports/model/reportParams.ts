import type { Dayjs } from 'dayjs';
import type { EquipmentCategory, ReportFilter } from '../../../__generated__/graphql';
import { DEFAULT_PRESET, PRESETS, isValidPeriod, presetPeriod, type Period, type PeriodPreset } from './period';

/**
 * The schema's machine categories in the equipment form's order. Generated enums are
 * type-only (enumsAsTypes), so the values are written out; the Record makes the compiler
 * refuse a list that misses or invents one.
 */
const CATEGORY_ORDER: Record<EquipmentCategory, number> = {
  TRACTOR: 0,
  COMBINE_HARVESTER: 1,
  SPRAYER: 2,
  SEEDER: 3,
  TILLAGE: 4,
  IRRIGATION: 5,
  GENERATOR: 6,
  VEHICLE: 7,
  LIVESTOCK_EQUIPMENT: 8,
  WORKSHOP: 9,
  OTHER: 10,
};
export const CATEGORIES = (Object.keys(CATEGORY_ORDER) as EquipmentCategory[]).sort(
  (a, b) => CATEGORY_ORDER[a] - CATEGORY_ORDER[b],
);

/** What the reports show; it lives in the URL, so a reload or a shared link shows the same. */
export interface ReportParams {
  /** A named period, or null for the custom days of `period`. */
  preset: PeriodPreset | null;
  period: Period;
  machineId: string | null;
  category: EquipmentCategory | null;
}

/** A choice to apply: a preset, custom days, or a filter. */
export type ReportChange =
  { preset: PeriodPreset } | { period: Period } | { machineId: string | null } | { category: EquipmentCategory | null };

// Machines are named by UUID; anything else would be refused by the server.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads the URL: `period=<preset>`, or `from` and `to` for custom days, then `machine` and
 * `category`. Anything unknown or refused by the server's rules (an edited or old link) falls
 * back to the default, so the page always opens.
 */
export function readReportParams(params: URLSearchParams, today: Dayjs): ReportParams {
  const named = PRESETS.find((preset) => preset === params.get('period'));
  const custom = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const preset = named ?? (isValidPeriod(custom, today) ? null : DEFAULT_PRESET);
  const machine = params.get('machine') ?? '';
  const category = params.get('category') ?? '';
  return {
    preset,
    period: preset ? presetPeriod(preset, today) : custom,
    machineId: UUID.test(machine) ? machine : null,
    category: CATEGORIES.find((value) => value === category) ?? null,
  };
}

/** The params after a change: a preset or custom days replace each other. */
export function applyChange(choice: ReportParams, change: ReportChange, today: Dayjs): ReportParams {
  if ('preset' in change) return { ...choice, preset: change.preset, period: presetPeriod(change.preset, today) };
  if ('period' in change) return { ...choice, preset: null, period: change.period };
  return { ...choice, ...change };
}

/** The URL of a choice: only what differs from the defaults, so the plain page has a plain URL. */
export function writeReportParams(choice: ReportParams): URLSearchParams {
  const entries: [string, string][] = [
    ['period', choice.preset && choice.preset !== DEFAULT_PRESET ? choice.preset : ''],
    ['from', choice.preset ? '' : choice.period.from],
    ['to', choice.preset ? '' : choice.period.to],
    ['machine', choice.machineId ?? ''],
    ['category', choice.category ?? ''],
  ];
  return new URLSearchParams(entries.filter(([, value]) => value));
}

/** The server's filter, blanks left out. */
export function toReportFilter(choice: ReportParams): ReportFilter | null {
  const filter: ReportFilter = {};
  if (choice.machineId) filter.equipmentId = choice.machineId;
  if (choice.category) filter.category = choice.category;
  return Object.keys(filter).length ? filter : null;
}
