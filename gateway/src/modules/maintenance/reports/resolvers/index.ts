import { Query } from './Query.js';
import { Reports } from './Reports.js';
import {
  FailureCodeCount,
  MachineCost,
  MachineDowntime,
  MachineFailureCount,
  MachineReliability,
  PartConsumption,
  PmComplianceReport,
  PmException,
} from './rows.js';

/** The GraphQL resolvers of this module, one file per type (the report rows share one). */
export const reportsResolvers = {
  Query,
  Reports,
  MachineReliability,
  MachineDowntime,
  MachineFailureCount,
  MachineCost,
  FailureCodeCount,
  PmComplianceReport,
  PmException,
  PartConsumption,
};
