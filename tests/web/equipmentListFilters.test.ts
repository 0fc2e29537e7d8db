import { describe, expect, it } from 'vitest';
import { EMPTY_FILTERS, toEquipmentFilter, toListSort } from '../../web/src/features/equipment/model/listFilters';

describe('equipment filter → query variables', () => {
  it('sends only what was chosen, trimmed, and hides retired machines by default', () => {
    expect(toEquipmentFilter(EMPTY_FILTERS)).toEqual({ includeRetired: false });
    expect(
      toEquipmentFilter({
        ...EMPTY_FILTERS,
        text: '  deere ',
        location: ' ',
        category: ['TRACTOR'],
        criticality: ['HIGH'],
      }),
    ).toEqual({
      includeRetired: false,
      text: 'deere',
      category: ['TRACTOR'],
      criticality: ['HIGH'],
    });
  });

  it('lets a quick filter override the status choice', () => {
    const filters = { ...EMPTY_FILTERS, status: ['OPERATIONAL' as const], showRetired: true };
    expect(toEquipmentFilter({ ...filters, quick: 'down' })).toEqual({ includeRetired: true, status: ['DOWN'] });
    expect(toEquipmentFilter({ ...filters, quick: 'attention' }).status).toEqual(['NEEDS_ATTENTION']);
    expect(toEquipmentFilter({ ...filters, quick: 'all' }).status).toEqual(['OPERATIONAL']);
  });

  it("maps antd's sorter to the server's sort and falls back to code", () => {
    expect(toListSort('METER', 'descend')).toEqual({ field: 'METER', direction: 'DESC' });
    expect(toListSort('NAME', 'ascend')).toEqual({ field: 'NAME', direction: 'ASC' });
    expect(toListSort('NAME', null)).toEqual({ field: 'CODE', direction: 'ASC' });
    expect(toListSort('location', 'ascend')).toEqual({ field: 'CODE', direction: 'ASC' });
  });
});
