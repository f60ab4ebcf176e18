import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { handlesLeftOpen, openHandles } from './left-open';

describe('what a test file leaves open (setup.ts checks it at the end of every file)', () => {
  it('names a server still listening, and nothing once it is closed', async () => {
    const before = openHandles();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    expect(await handlesLeftOpen(before, 100)).toEqual(['TCPServerWrap ×1']);
    // Closing takes a moment to finish: the check waits for it.
    server.close();
    expect(await handlesLeftOpen(before, 1000)).toEqual([]);
  });

  it('leaves timers out: a pending wait of a closed app ends by itself', async () => {
    const before = openHandles();
    const timer = setTimeout(() => {}, 10_000);
    expect(await handlesLeftOpen(before, 0)).toEqual([]);
    clearTimeout(timer);
  });
});
