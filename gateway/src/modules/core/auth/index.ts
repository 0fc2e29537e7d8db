// Sign-in, tokens, sign-up and password reset, and who a request comes from.
import { defineModule } from '../../kit/module.js';
import { authResolvers } from './resolvers/index.js';
import { authRoutes } from './auth.routes.js';
import { AuthService } from './auth.service.js';
import { TokenService } from './tokens.js';

declare module '../../kit/context.js' {
  interface Services {
    auth: AuthService;
  }
}

export const authModule = defineModule({
  name: 'auth',
  service: ({ database, config, rateLimits, log }, { users }) =>
    new AuthService(database.db, users.repository, new TokenService(config.jwtSecret ?? ''), {
      attempts: {
        perIpPerMinute: config.authRateLimitPoints,
        freeFailures: config.authFreeFailures,
        maxDelaySeconds: config.authMaxDelaySeconds,
      },
      rateLimits,
      publicUrl: config.publicUrl,
      log,
    }),
  resolvers: authResolvers,
  routes: [{ path: '/auth', public: true, router: authRoutes }],
});
