-- A request's loaders read orders' assignees and checklists, and records' audit entries (an
-- order's timeline, a machine's or a part's history), by the records' ids alone: one batch
-- may hold records of several farms. The farm-leading indexes cannot serve that, so with
-- 1,000,000 orders each such read scanned its whole table (75 ms for assignees, 210 ms for
-- a timeline; a list page ~450 ms at p50, `npm run bench:work-orders`). These find the rows
-- by id, and keep farm_id or the sort order beside it.
CREATE INDEX work_order_assignees_order_idx ON work_order_assignees (work_order_id, farm_id);
CREATE INDEX work_order_checklist_items_by_order_idx ON work_order_checklist_items (work_order_id, position, id);
CREATE INDEX audit_log_record_idx ON audit_log (entity_id, created_at DESC, id DESC);
