/** Every table, by domain (drizzle.config.ts reads this file to generate migrations). */
export * from './audit';
export * from './contact';
export * from './content';
export * from './entries';
export * from './mail';
export * from './newsletter';
export * from './revisions';
export * from './staff';
