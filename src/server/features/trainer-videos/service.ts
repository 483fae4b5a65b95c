/**
 * The video library's public module: what a course may hold of it. Other features import this
 * feature only through this module (the lint enforces it).
 */
export type { IncludedVideoAccess } from './to-videos';
export { storedVideoPath } from './video-files';
export { findVideos, listVideosByIds, listVideosOf } from './video-lists';
