// Preloaded into the site by the memory bench (`node --import`): on SIGUSR2 it writes where the process's
// resident memory is to MEMORY_PROBE_FILE, so the bench can print a breakdown beside each RSS figure
// (docs/decisions/050). Resident figures from /proc/self/smaps, so the parts add up to the RSS:
//   code     file-backed pages: node itself and native libraries (sharp's libvips)
//   v8       the JavaScript heap (every space's physical size)
//   wasm     PGlite's WebAssembly memory: the anonymous writable mapping of 128 MB or more (its initial size)
//   native   everything else anonymous: malloc (compilers' zones, zlib, libvips), stacks, V8's code space
// Buffers (arrayBuffers) live in `native`; they are printed too, as the site's stored answers are Buffers.
import { readFileSync, writeFileSync } from 'node:fs';
import v8 from 'node:v8';

const WASM_MIN_KB = 128 * 1024;

function breakdown() {
  let file = 0;
  let anon = 0;
  let wasm = 0;
  let header = '';
  let size = 0;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    if (/^[0-9a-f]+-[0-9a-f]+ /.test(line)) header = line;
    else if (line.startsWith('Size:')) size = Number(line.split(/\s+/)[1]);
    else if (line.startsWith('Rss:')) {
      const kb = Number(line.split(/\s+/)[1]);
      const fields = header.trim().split(/\s+/);
      const path = fields[5] ?? '';
      if (path.startsWith('/')) file += kb;
      else {
        anon += kb;
        if (path === '' && fields[1] === 'rw-p' && size >= WASM_MIN_KB) wasm += kb;
      }
    }
  }
  const v8Heap = v8.getHeapSpaceStatistics().reduce((sum, s) => sum + s.physical_space_size, 0) / 1024;
  const usage = process.memoryUsage();
  return {
    rssMb: (file + anon) / 1024,
    codeMb: file / 1024,
    v8Mb: v8Heap / 1024,
    v8UsedMb: usage.heapUsed / 1048576,
    wasmMb: wasm / 1024,
    nativeMb: Math.max(0, anon - wasm - v8Heap) / 1024,
    buffersMb: usage.arrayBuffers / 1048576,
  };
}

process.on('SIGUSR2', () => {
  const target = process.env.MEMORY_PROBE_FILE;
  if (target) writeFileSync(target, JSON.stringify(breakdown()));
});
