// After `vite build`: writes .br and .gz beside each text asset, so @fastify/static serves them
// pre-compressed (maximum compression, paid once at build time instead of on every request).
// Arguments: the build folders to compress (default: client; `npm run build` passes client admin).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['client'];
const compressible = /\.(js|css|svg|json|webmanifest|xml|txt|ico)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

for (const folder of folders) {
  const root = join(process.env.OUT_DIR ?? 'dist', folder);
  let count = 0;
  for (const path of files(root)) {
    if (!compressible.test(path) || path.includes('.vite')) continue;
    const data = readFileSync(path);
    if (data.length < 1024) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    count += 1;
  }
  console.info(`compressed ${count} assets in ${root}`);
}
