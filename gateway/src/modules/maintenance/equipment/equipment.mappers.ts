// The shape machines leave in for the graph.
import type { EquipmentRow } from '../../../db/schema.js';

export type EquipmentModel = EquipmentRow;
