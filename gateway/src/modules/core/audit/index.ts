// The audit trail: written by the maintenance services inside their transactions, read as
// each record's history through a batched loader.
import { defineModule } from '../../kit/module.js';
import { auditLoaders, type AuditLoaders } from './audit.loaders.js';
import { AuditRepository } from './audit.repository.js';
import { AuditService } from './audit.service.js';

declare module '../../kit/context.js' {
  interface Services {
    audit: AuditService;
  }
  interface Loaders extends AuditLoaders {}
}

export const auditModule = defineModule({
  name: 'audit',
  service: ({ database }) => new AuditService(new AuditRepository(database.db)),
  loaders: auditLoaders,
});
