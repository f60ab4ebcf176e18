import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, loadConfig } from './config';

const example = readFileSync(new URL('../../deploy/.env.example', import.meta.url), 'utf8');
const entries = example
  .split('\n')
  .filter((line) => /^[A-Z_]+=/.test(line))
  .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)] as const);

describe('deploy/.env.example', () => {
  it('lists every variable the server reads, and nothing else', () => {
    expect(entries.map(([key]) => key).sort()).toEqual([...CONFIG_KEYS].sort());
  });

  it('is a configuration the server accepts', () => {
    expect(() => loadConfig(Object.fromEntries(entries))).not.toThrow();
  });
});
