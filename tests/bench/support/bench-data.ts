// Bench-only data, generated inside the database with generate_series (seconds, not
// minutes): a large farm (100,000 parts, 20,000 machines) and a small one (1,000 of each)
// to show that list latency does not grow with a farm's size. Vacuumed like a live database
// (autovacuum), so the lists do not pay for setting hint bits on first read.
import type { Database } from '../../../gateway/src/db/client.js';
import { migrate } from '../../../gateway/src/db/migrate.js';
import { isEmpty, seedDemo } from '../../../gateway/src/db/seed.js';

export interface BenchFarm {
  id: string;
  label: string;
  parts: number;
  machines: number;
}

const FARMS = [
  { reference: 'BENCH-100K', label: '100k parts / 20k machines', parts: 100_000, machines: 20_000 },
  { reference: 'BENCH-1K', label: '1k parts / 1k machines', parts: 1_000, machines: 1_000 },
];

/**
 * Inserts machines from `rows`, a FROM item giving each one's farm_id and a number g (1, 2, …):
 * codes EQ-000001…, categories, makes and statuses spread over g.
 */
export const machinesSql = (rows: string) => `
  INSERT INTO equipment (farm_id, code, name, category, make, model, serial_number, status, criticality, location, meter_unit, meter_value)
  SELECT m.farm_id, 'EQ-' || lpad(m.g::text, 6, '0'),
    (ARRAY['Tractor','Sprayer','Seeder','Pump','Harvester','Truck','Generator','Mower'])[1 + m.g % 8] || ' ' || m.g,
    (ARRAY['TRACTOR','SPRAYER','SEEDER','IRRIGATION','COMBINE_HARVESTER','VEHICLE','GENERATOR','OTHER'])[1 + m.g % 8],
    (ARRAY['John Deere','Fendt','Claas','Kubota','Kuhn','Amazone','Grundfos','Toyota'])[1 + (m.g / 7)::int % 8],
    'M' || (m.g % 97), 'SN' || (m.g * 7919 % 1000003),
    (ARRAY['OPERATIONAL','OPERATIONAL','OPERATIONAL','NEEDS_ATTENTION','DOWN'])[1 + m.g % 5],
    (ARRAY['LOW','MEDIUM','HIGH'])[1 + m.g % 3], 'Yard ' || (m.g % 40), 'HOURS', (m.g * 37) % 9000
  FROM ${rows}`;

async function one<T>(database: Database, text: string): Promise<T> {
  const result = (await database.db.execute(text as never)) as unknown as { rows: T[] };
  return result.rows[0];
}

export async function prepareBenchData(database: Database): Promise<BenchFarm[]> {
  await migrate(database);
  if (await isEmpty(database.db)) await seedDemo(database.db);
  const farms: BenchFarm[] = [];
  for (const farm of FARMS) {
    const existing = await one<{ id: string } | undefined>(
      database,
      `SELECT id FROM farms WHERE reference = '${farm.reference}'`,
    );
    if (existing) {
      farms.push({ id: existing.id, ...farm });
      continue;
    }
    const { id } = await one<{ id: string }>(
      database,
      `INSERT INTO farms (name, reference, location, city_name) VALUES ('Bench ${farm.label}', '${farm.reference}', 'Bench', 'Bench') RETURNING id`,
    );
    await database.exec(`
      ${machinesSql(`(SELECT '${id}'::uuid AS farm_id, g FROM generate_series(1, ${farm.machines}) g) AS m`)};
      INSERT INTO spare_parts (farm_id, part_number, name, category, unit, quantity_on_hand, min_quantity, reorder_quantity, unit_cost, storage_location, supplier)
      SELECT '${id}', 'P-' || lpad(g::text, 7, '0'),
        (ARRAY['Oil filter','Hydraulic filter','Fan belt','Bearing 6205','Nozzle 110-03','Disc blade','Hose 1/2','Battery 12V','Coolant','Grease EP2'])[1 + g % 10] || ' ' || g,
        (ARRAY['Filters','Filters','Belts','Bearings','Nozzles','Wear parts','Hoses','Electrical','Oils & fluids','Oils & fluids'])[1 + g % 10],
        (ARRAY['PCS','PCS','PCS','PCS','PCS','PCS','M','PCS','L','KG'])[1 + g % 10],
        g % 50, 5 + g % 10, 20, round(((g * 13) % 20000) / 100.0, 2), 'Shelf ' || (g % 300), 'Supplier ' || (g % 25)
      FROM generate_series(1, ${farm.parts}) g;`);
    // VACUUM may not share a multi-statement string (an implicit transaction).
    await database.exec('VACUUM ANALYZE equipment');
    await database.exec('VACUUM ANALYZE spare_parts');
    farms.push({ id, ...farm });
  }
  return farms;
}
