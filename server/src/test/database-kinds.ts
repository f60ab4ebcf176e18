export type DatabaseKind = 'pglite' | 'postgres';

/**
 * PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it when one answers).
 * Apart from test-app.ts so that the migration tests, which build their databases by hand, run without
 * loading the app.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}
