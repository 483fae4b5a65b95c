// After `vite build`: writes .br (brotli, best quality) and .gz (gzip level 9) beside every built
// asset, which the server sends as they are (@fastify/static `preCompressed`), so browsers get the
// smallest files without the server compressing on each request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = join('dist', 'client', 'assets');
let files = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg)$/.test(name)) continue;
  const content = readFileSync(join(assets, name));
  writeFileSync(
    join(assets, `${name}.br`),
    brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }),
  );
  writeFileSync(join(assets, `${name}.gz`), gzipSync(content, { level: 9 }));
  files += 1;
}
console.log(`Precompressed ${files} assets (brotli and gzip).`);
