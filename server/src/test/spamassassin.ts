import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's SpamAssassin (`apt-get install spamassassin`), the mail scorer ENGINEERING.md §7 names. */
export const SPAMASSASSIN = ['/usr/bin/spamassassin'].find((path) => existsSync(path));

export interface SpamVerdict {
  score: number;
  /** The rules that fired, as SpamAssassin names them (LIST_PARTIAL_SHORT_MSG, ...). */
  rules: string[];
}

/**
 * A raw mail scored by `spamassassin -L -t`: local rules only (no network lookups: the machine has none),
 * read back from the X-Spam-Status header it adds. Throws when SpamAssassin is absent; tests skip on
 * SPAMASSASSIN first.
 */
export function spamVerdict(raw: string): Promise<SpamVerdict> {
  if (!SPAMASSASSIN) throw new Error('spamassassin is not installed');
  return new Promise((resolve, reject) => {
    const child = spawn(SPAMASSASSIN, ['-L', '-t'], { stdio: ['pipe', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('close', () => {
      // The header is folded over several lines: unfold it before reading.
      const status = /^X-Spam-Status: ((?:.*)(?:\r?\n[ \t].*)*)/m.exec(out)?.[1].replace(/\r?\n[ \t]+/g, ' ');
      if (!status) return reject(new Error(`spamassassin gave no verdict: ${out.slice(0, 300)}`));
      const score = Number(/score=(-?[\d.]+)/.exec(status)?.[1]);
      // SpamAssassin folds the list after its commas: "tests=A,\n\tB,C autolearn=no".
      const rules = (/tests=(.*?)(?: [a-z_]+=|$)/.exec(status)?.[1] ?? '')
        .split(/[\s,]+/)
        .filter((rule) => rule && rule !== 'none');
      resolve({ score, rules });
    });
    child.stdin.end(raw);
  });
}
