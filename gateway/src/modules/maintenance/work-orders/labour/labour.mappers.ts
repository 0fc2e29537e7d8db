// The shapes labour leaves in for the graph.
import type { FarmRole, LabourEntryRow } from '../../../../db/schema.js';

export type LabourEntryModel = LabourEntryRow;

/** A member of a farm with their own hourly rate and the farm's default. */
export interface LabourRateModel {
  userId: string;
  name: string;
  avatar: string | null;
  role: FarmRole;
  hourlyRate: number | null;
  defaultRate: number | null;
}

/** What an entry cost: its minutes at its rate, to the cent; null while the timer runs. */
export const entryCost = (entry: Pick<LabourEntryRow, 'minutes' | 'hourlyRate'>) =>
  entry.minutes == null ? null : Math.round((entry.minutes * (entry.hourlyRate ?? 0) * 100) / 60) / 100;
