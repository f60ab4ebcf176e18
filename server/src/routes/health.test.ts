import { describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseKinds } from '../test/test-app';

describe.each(testDatabaseKinds())('health checks (%s)', (kind) => {
  it('reports the process and the database, and 503 once the database is gone', async () => {
    const ctx = await createTestApp(kind, { seed: false });
    try {
      expect((await ctx.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
      const ready = await ctx.app.inject('/readyz');
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: 'ok', database: kind });
      await ctx.database.close();
      const down = await ctx.app.inject('/readyz');
      expect(down.statusCode).toBe(503);
      expect((await ctx.app.inject('/healthz')).statusCode).toBe(200);
    } finally {
      await ctx.app.close();
    }
  });
});
