import { crc32, deflateSync } from 'node:zlib';

/** A colour as [red, green, blue], each 0 to 255. */
type Rgb = readonly [number, number, number];

/** A filled rectangle of a picture, in pixels from the top left. */
interface Block {
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgb;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG picture (8-bit RGB, no interlacing) of `width` x `height` pixels on `background`
 * with `blocks` painted in order: for the demo data's scanned documents, a real image that the
 * file store accepts (`file-type` detects it) and a browser shows.
 */
export function blockPicture(width: number, height: number, background: Rgb, blocks: readonly Block[]): Buffer {
  const stride = width * 3 + 1;
  const pixels = Buffer.alloc(stride * height);
  const paint = (x: number, y: number, [red, green, blue]: Rgb) => {
    const at = y * stride + 1 + x * 3;
    pixels[at] = red;
    pixels[at + 1] = green;
    pixels[at + 2] = blue;
  };
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) paint(x, y, background);
  for (const block of blocks) {
    for (let y = Math.max(0, block.y); y < Math.min(height, block.y + block.height); y++) {
      for (let x = Math.max(0, block.x); x < Math.min(width, block.x + block.width); x++) paint(x, y, block.color);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
