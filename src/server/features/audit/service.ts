/**
 * The audit log's public module: other features record what admins and trainers did. Other
 * features import this feature only through this module (the lint enforces it).
 */
export { recordAudit } from './record';
