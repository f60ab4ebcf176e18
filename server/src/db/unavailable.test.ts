import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises unreachable servers, restarts and dropped connections, also wrapped by drizzle', () => {
    const cases = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5999'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      new DatabaseUnavailableError(),
      Object.assign(new Error('Failed query: select 1'), { cause: new Error('Connection terminated unexpectedly') }),
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), error.message).toBe(true);
  });

  it('leaves every other failure alone', () => {
    const cases = [
      new Error('syntax error at or near "selec"'),
      Object.assign(new Error('duplicate key value'), { code: '23505' }),
      Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' }),
      'a string',
      undefined,
    ];
    for (const error of cases) expect(isDatabaseUnavailable(error), String(error)).toBe(false);
  });
});
