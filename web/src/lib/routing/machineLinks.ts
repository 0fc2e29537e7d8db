// Addresses of a machine's page that other pages link to; the page reads the same parameter
// (features/equipment detail/EquipmentDetail.tsx).

/** The URL parameter naming the tab the machine's page opens on (its tab's key). */
export const MACHINE_TAB_PARAM = 'tab';

/** A machine's page open on its preventive plans (the farm's plans list links there). */
export function machinePlansPath(machineId: string): string {
  return `/equipment/${machineId}?${new URLSearchParams({ [MACHINE_TAB_PARAM]: 'plans' })}`;
}
