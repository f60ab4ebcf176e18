import type { FastifyPluginAsync } from 'fastify';
import { confirmationRoutes } from './confirmation';
import { accountRoutes } from './routes-account';
import { type SignInOptions, signInRoutes } from './routes-auth';
import { blockRoutes } from './routes-blocks';

/** Signing in and out, one's own password, two-factor sign-in and sessions, and the sign-in blocks. */
export const authRoutes: FastifyPluginAsync<SignInOptions> = async (app, options) => {
  await app.register(signInRoutes, options);
  await app.register(accountRoutes);
  await app.register(confirmationRoutes);
  await app.register(blockRoutes);
};
