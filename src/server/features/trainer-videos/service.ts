/**
 * The video library's public module: what a course may hold of it. Other features import this
 * feature only through this module (the lint enforces it).
 */
export { findVideos, type IncludedVideoAccess, listVideosByIds, listVideosOf } from './videos';
