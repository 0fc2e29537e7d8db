// The shape maintenance requests leave in for the graph.
import type { MaintenanceRequestRow } from '../../../db/schema-maintenance-requests.js';

export type MaintenanceRequestModel = MaintenanceRequestRow;
