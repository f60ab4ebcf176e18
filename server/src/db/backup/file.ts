import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Line } from './dump';

/** Writes the lines as gzip-compressed JSON lines (`.jsonl.gz`). */
export async function writeLines(path: string, lines: AsyncIterable<Line>): Promise<void> {
  async function* text() {
    for await (const line of lines) yield `${JSON.stringify(line)}\n`;
  }
  await pipeline(text, createGzip(), createWriteStream(path, { mode: 0o600 }));
}

/** Reads a `.jsonl.gz` file line by line. */
export async function* readLines(path: string): AsyncGenerator<Line> {
  const input = createInterface({
    input: createReadStream(path).pipe(createGunzip()),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of input) if (line.trim()) yield JSON.parse(line) as Line;
}
