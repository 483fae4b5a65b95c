/**
 * How a video URL is played (spec §3 "Trainer video" keeps only a URL): an https file the browser
 * plays itself (.mp4, .webm), a YouTube or Vimeo page turned into the site's embed player, or anything
 * else (http or https) as a link to open in a new tab. Anything that is not an http(s) URL is
 * unplayable, never a link (a `javascript:` URL must not become one).
 */
type VideoSource =
  | { kind: 'file'; src: string }
  | { kind: 'embed'; src: string; provider: 'YouTube' | 'Vimeo' }
  | { kind: 'link'; href: string }
  | { kind: 'unplayable' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

/** The YouTube video id of a watch, short, embed, shorts or live URL; null when it is not one. */
function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (host === 'youtu.be') {
    const id = url.pathname.split('/')[1] ?? '';
    return YOUTUBE_ID.test(id) ? id : null;
  }
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (url.pathname === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    return YOUTUBE_ID.test(id) ? id : null;
  }
  const [, section, id = ''] = url.pathname.split('/');
  return section && ['embed', 'shorts', 'live', 'v'].includes(section) && YOUTUBE_ID.test(id) ? id : null;
}

/** The Vimeo player URL of a vimeo.com/123, vimeo.com/123/hash or player.vimeo.com/video/123 URL; null otherwise. */
function vimeoPlayer(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  const start = parts[0] === 'video' ? 1 : 0;
  const id = parts[start] ?? '';
  if (!/^\d+$/.test(id)) return null;
  const hash = url.searchParams.get('h') ?? parts[start + 1];
  const player = `https://player.vimeo.com/video/${id}`;
  return hash && /^[0-9a-f]+$/i.test(hash) ? `${player}?h=${hash}` : player;
}

/** The page's own origin ("https://nightingale.example"), or null outside a browser. */
function currentOrigin(): string | null {
  return typeof window === 'undefined' ? null : window.location.origin;
}

/**
 * How to play `videoUrl`. A file on the page's own origin `pageOrigin` (a video kept in the file
 * store, issue 27 item 4: /api/videos/files/<id>/video.mp4) plays in the page even over http (on
 * this computer), as the Content-Security-Policy's media-src 'self' allows.
 */
export function videoSource(videoUrl: string, pageOrigin: string | null = currentOrigin()): VideoSource {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return { kind: 'unplayable' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'unplayable' };
  const youtube = youtubeId(url);
  if (youtube) return { kind: 'embed', provider: 'YouTube', src: `https://www.youtube-nocookie.com/embed/${youtube}` };
  const vimeo = vimeoPlayer(url);
  if (vimeo) return { kind: 'embed', provider: 'Vimeo', src: vimeo };
  // The site's Content-Security-Policy lets the page play https video files only (media-src).
  const playable = url.protocol === 'https:' || (pageOrigin !== null && url.origin === pageOrigin);
  if (playable && /\.(mp4|webm)$/i.test(url.pathname)) return { kind: 'file', src: url.href };
  return { kind: 'link', href: url.href };
}
