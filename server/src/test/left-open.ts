/**
 * What keeps the process alive besides timers (sockets, servers, child processes, file watchers), by
 * kind: Node names them in `process.getActiveResourcesInfo()`. Timers are left out: a closed app's
 * pending wait (a paced request whose client left) ends by itself and touches nothing.
 */
export function openHandles(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) {
    if (kind === 'Timeout' || kind === 'Immediate') continue;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  return counts;
}

/**
 * The handles open beyond `before` (taken when a test file started), once those being closed have had
 * up to `waitMs` to go: a socket or a child process takes a moment to finish closing after `close()`.
 * Empty when the file closed everything it opened (setup.ts fails the file otherwise, docs/decisions/056).
 */
export async function handlesLeftOpen(before: Map<string, number>, waitMs = 10_000): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const left = [...openHandles()]
      .filter(([kind, n]) => n > (before.get(kind) ?? 0))
      .map(([kind, n]) => `${kind} ×${n - (before.get(kind) ?? 0)}`);
    if (left.length === 0 || Date.now() >= deadline) return left;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
