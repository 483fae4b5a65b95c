/**
 * The file store's public module (docs/architecture.md §8): every upload of every feature is stored, checked and
 * sent through it. Other features import this feature only through this module (the lint enforces
 * it).
 */
export { plainFileName } from './file-name';
export { isMalformedMultipart, malformedUpload } from './multipart-errors';
export {
  deleteOwnerFiles,
  deleteStoredFile,
  fileTooLarge,
  findOwnedFile,
  getFileMeta,
  sendStoredFile,
  storeUpload,
} from './store';
