import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The Nu Html Checker jar shipped by the vnu-jar package (run on the installed Java, offline). */
const VNU_JAR = join(dirname(createRequire(import.meta.url).resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

export interface HtmlMessage {
  type: string;
  subType?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/** Validates several documents in one Java start (the slow part); returns the errors of each, keyed by name. */
export async function validateHtml(documents: Record<string, string>): Promise<Record<string, HtmlMessage[]>> {
  const folder = mkdtempSync(join(tmpdir(), 'vnu-'));
  const files = new Map<string, string>();
  try {
    Object.entries(documents).forEach(([name, html], index) => {
      const file = join(folder, `${index}.html`);
      writeFileSync(file, html);
      files.set(pathToFileURL(file).href.replace('file:///', 'file:/'), name);
    });
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        'java',
        [
          '-Xss8m',
          '-XX:+UseSerialGC',
          '-XX:TieredStopAtLevel=1',
          '-jar',
          VNU_JAR,
          '--format',
          'json',
          '--stdout',
          '--exit-zero-always',
          ...[...files.keys()].map((f) => new URL(f).pathname),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, out, err) => (error ? reject(new Error(`vnu failed: ${error.message}\n${err}`)) : resolve(out)),
      );
    });
    const { messages } = JSON.parse(stdout) as { messages: (HtmlMessage & { url: string })[] };
    const result: Record<string, HtmlMessage[]> = Object.fromEntries(Object.keys(documents).map((n) => [n, []]));
    for (const { url, ...message } of messages) {
      // Only errors (and fatal parse errors) count; "info" and warnings are advice.
      if (message.type !== 'error' && message.subType !== 'fatal') continue;
      const name = files.get(url) ?? files.get(url.replace('file:/', 'file:///'));
      if (name === undefined) throw new Error(`vnu reported an unknown file ${url}`);
      result[name].push(message);
    }
    return result;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export function describeHtmlMessage(m: HtmlMessage): string {
  return `line ${m.lastLine ?? '?'}: ${m.message}${m.extract ? ` [${m.extract.trim().slice(0, 80)}]` : ''}`;
}
