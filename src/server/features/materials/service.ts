/**
 * The training materials' public module: what a course may hold of them. Other features import
 * this feature only through this module (the lint enforces it).
 */
export { listApprovedMaterialsOf, listMaterialsByIds } from './materials';
