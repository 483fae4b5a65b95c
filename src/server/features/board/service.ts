/**
 * The board's public module: what deleting an account changes on the board. Other features import
 * this feature only through this module (the lint enforces it).
 */
export { anonymiseBoardAuthor } from './authors';
