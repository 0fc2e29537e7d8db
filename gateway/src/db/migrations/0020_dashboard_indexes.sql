-- The dashboard of a farm with 100,000 orders (npm run bench:planning, EXPLAIN ANALYZE on
-- PostgreSQL): "machines down, since when" looked for each DOWN machine's open down order
-- through a whole index (20.7 s for 200 machines, 33 ms with the first index); the orders
-- opened and completed per week, and completed this month, read every order of the farm
-- (0.6-1.5 s, 7-29 ms with the other two). Not keyed on the open statuses: those arrive as
-- parameters, and a generic plan cannot use such a partial index.
CREATE INDEX work_orders_down_by_machine_idx ON work_orders (farm_id, equipment_id) WHERE equipment_down;
CREATE INDEX work_orders_created_idx ON work_orders (farm_id, created_at);
CREATE INDEX work_orders_completed_idx ON work_orders (farm_id, completed_at) WHERE status = 'COMPLETED';
