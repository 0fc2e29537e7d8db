import { createStore, useStore } from '../createStore';
import { storage } from '../storage';

export interface FarmSummary {
  id: string;
  name: string;
  reference: string;
  location?: string | null;
  city?: { name: string } | null;
  /** ISO 4217 code the farm's amounts are in (lib/format/formatMoney); the farms query always has it. */
  currency?: string;
  /** What the viewer may do in this farm (their role there, plus global admin). */
  viewerPermissions: readonly string[];
}

export interface FarmState {
  farms: FarmSummary[];
  selectedId: string | null;
  /** Set when loading the list failed, so the shell can tell the user. */
  loadFailed: boolean;
}

const KEY = 'farmId';

/** The active farm, shared app-wide and remembered across reloads. */
export const farmStore = createStore<FarmState>({ farms: [], selectedId: storage.get(KEY), loadFailed: false });

/** Takes a freshly loaded list; keeps the remembered farm when it is still in it, else the first. */
export function setFarms(farms: FarmSummary[]): void {
  const remembered = farmStore.get().selectedId;
  const selectedId = farms.some((farm) => farm.id === remembered) ? remembered : (farms[0]?.id ?? null);
  storage.set(KEY, selectedId);
  farmStore.set({ farms, selectedId, loadFailed: false });
}

export function farmsLoadFailed(): void {
  storage.set(KEY, null);
  farmStore.set({ farms: [], selectedId: null, loadFailed: true });
}

/** Takes a farm's changed fields (e.g. a new currency an admin saved) into the loaded list. */
export function updateFarm(changes: Pick<FarmSummary, 'id'> & Partial<FarmSummary>): void {
  farmStore.set((state) => ({
    ...state,
    farms: state.farms.map((farm) => (farm.id === changes.id ? { ...farm, ...changes } : farm)),
  }));
}

export function selectFarm(id: string): void {
  storage.set(KEY, id);
  farmStore.set((state) => ({ ...state, selectedId: id }));
}

export function activeFarmId(): string | null {
  return farmStore.get().selectedId;
}

export function useFarmState(): FarmState {
  return useStore(farmStore);
}

export function useActiveFarm(): FarmSummary | null {
  const { farms, selectedId } = useFarmState();
  return farms.find((farm) => farm.id === selectedId) ?? null;
}
