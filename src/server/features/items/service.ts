/**
 * The item bank's public module (issue 28): other features import this feature only through this
 * module (the lint enforces it).
 */
export { createDraftUnits } from './create-drafts';
export { seedDemoItems } from './demo-items';
