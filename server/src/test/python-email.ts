import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Python 3, whose standard library's e-mail parser reads the mails as a mail program would. */
export const PYTHON = ['/usr/bin/python3', '/usr/local/bin/python3'].find((path) => existsSync(path));

export interface PythonParsedMail {
  headers: Record<string, string[]>;
  contentType: string;
  /** Each leaf part: its type, its Content-Language if any, and its decoded text. */
  parts: { type: string; language: string | null; content: string }[];
}

// Reads a JSON list of mails and writes the list of what it read in each.
const SCRIPT = `
import email, email.policy, json, sys
def read(raw):
    message = email.message_from_bytes(raw.encode("utf-8"), policy=email.policy.default)
    headers = {}
    for name, value in message.items():
        headers.setdefault(name.lower(), []).append(str(value))
    parts = [
        {"type": part.get_content_type(), "language": part.get("Content-Language"), "content": part.get_content()}
        for part in message.walk() if not part.is_multipart()
    ]
    return {"headers": headers, "contentType": message.get_content_type(), "parts": parts}
json.dump([read(raw) for raw in json.load(sys.stdin)], sys.stdout)
`;

/**
 * A raw mail (as an SMTP server received it) parsed by Python's `email` package with the modern policy,
 * a parser nobody here wrote. Throws when python3 is absent; tests skip on PYTHON first.
 */
export function parseWithPython(raw: string): PythonParsedMail {
  return parseAllWithPython([raw])[0];
}

/** Several mails parsed by one Python process (each process costs a start of the interpreter). */
export function parseAllWithPython(raws: string[]): PythonParsedMail[] {
  if (!PYTHON) throw new Error('python3 is not installed');
  const run = spawnSync(PYTHON, ['-c', SCRIPT], { input: JSON.stringify(raws), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`python3's e-mail parser failed: ${run.stderr}`);
  return JSON.parse(run.stdout);
}
