import { describe, expect, it } from 'vitest';
import { farmStore, farmsLoadFailed, selectFarm, setFarms } from '../../web/src/lib/farm/farmStore';

const farms = [
  { id: 'a', name: 'Green Valley', reference: 'FRM-001', viewerPermissions: [] },
  { id: 'b', name: 'Atlas Orchards', reference: 'FRM-002', viewerPermissions: [] },
];

describe('farm selection', () => {
  it('defaults to the first farm', () => {
    setFarms(farms);
    expect(farmStore.get().selectedId).toBe('a');
  });

  it('keeps and persists a chosen farm that is still in the list', () => {
    setFarms(farms);
    selectFarm('b');
    expect(localStorage.getItem('farmId')).toBe('b');
    setFarms(farms);
    expect(farmStore.get().selectedId).toBe('b');
  });

  it('has no selection without farms', () => {
    setFarms([]);
    expect(farmStore.get()).toEqual({ farms: [], selectedId: null, loadFailed: false });
  });

  it('empties the list and the selection when loading failed', () => {
    setFarms(farms);
    farmsLoadFailed();
    expect(farmStore.get()).toEqual({ farms: [], selectedId: null, loadFailed: true });
    expect(localStorage.getItem('farmId')).toBeNull();
  });
});
