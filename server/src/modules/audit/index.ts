/** The audit log: every module records its changes here, and owners read it with its targets named. */
export { type Actor, type AuditLine, CLI, recordAudit, SYSTEM } from './repository';
export { auditRoutes } from './routes';
export { nameTargets, registerAuditNames, type TargetNamer } from './targets';
