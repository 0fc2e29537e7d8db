// The Express app: /graphql (Apollo), /api (REST compatibility), the built SPA and its
// translation files, with security headers, CORS and compression in front.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { expressMiddleware } from '@as-integrations/express5';
import cors from 'cors';
import express, { type Express, type RequestHandler } from 'express';
import type { Config } from './config.js';
import { createContext, resolveRequestScope } from './context.js';
import { createApolloServer, noteRequestOf } from './graphql/apollo.js';
import { compressAnswers, securityHeaders } from './lib/http-headers.js';
import { assignRequestId, requestIdOf } from './lib/request-id.js';
import { restErrorHandler } from './lib/rest.js';
import { MODULES } from './modules/index.js';
import type { Services } from './modules/kit/context.js';
import { setScope } from './modules/kit/rest.js';

// Hashed build assets never change; everything else (index.html, i18n files) is revalidated.
const HASHED_ASSET = /-[\w-]{8,}\.(js|css|woff2?)$/;

export async function createApp(config: Config, services: Services, log: (line: string) => void) {
  const app: Express = express();
  app.disable('x-powered-by');
  // No ETag made by hashing each answer: the graph's and the REST routes' answers are per user
  // and mostly POSTs, which no browser revalidates. Static files and photos keep their own.
  app.set('etag', false);
  // Off unless TRUST_PROXY names the proxy in front: otherwise any client could choose the
  // address its auth attempts are counted against with an X-Forwarded-For header.
  app.set('trust proxy', config.trustProxy);
  const apollo = createApolloServer(config, log);
  await apollo.start();

  app.use(
    securityHeaders({
      contentSecurityPolicy: {
        directives: {
          // antd's CSS-in-JS injects <style> elements at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'https:'],
        },
      },
    }),
  );
  app.use(cors({ origin: config.corsOrigins.length ? config.corsOrigins : false }));
  app.use(compressAnswers());
  app.use(express.json({ limit: '1mb' }));
  app.use(assignRequestId);

  const scope: RequestHandler = async (req, _res, next) => {
    setScope(req, await resolveRequestScope(req, services));
    next();
  };

  // The Sandbox landing page loads Apollo's scripts, so it gets no CSP of ours.
  const relaxCsp: RequestHandler = (_req, res, next) => {
    res.removeHeader('Content-Security-Policy');
    next();
  };
  // A router, not an app of its own: a request entering and leaving a mounted app has its
  // prototypes changed twice (see lib/http-server.ts).
  const graphql = express.Router();
  // A context that cannot be made (who is calling could not be read) is a fault of its request.
  const context = async ({ req }: { req: express.Request }) => {
    try {
      return await createContext(req, services);
    } catch (error) {
      throw noteRequestOf(error, requestIdOf(req.res));
    }
  };
  graphql.use(relaxCsp, expressMiddleware(apollo, { context }));
  app.use('/graphql', graphql);

  // Each module's REST routes: the public ones (auth) before the caller is resolved.
  const api = express.Router();
  const routes = MODULES.flatMap((module) => module.routes ?? []);
  for (const route of routes.filter((r) => r.public)) mount(api, route.path, route.router(services, config));
  api.use(scope);
  for (const route of routes.filter((r) => !r.public)) mount(api, route.path, route.router(services, config));
  api.use((_req, res) => void res.status(404).json({ message: 'NOT FOUND' }));
  app.use('/api', api);
  app.use('/api', restErrorHandler(log));

  serveWebApp(app, config);
  app.use(restErrorHandler(log));
  return { app, stopApollo: () => apollo.stop() };
}

function mount(api: express.Router, path: string, router: express.Router | undefined) {
  if (router) api.use(path, router);
}

function serveWebApp(app: Express, config: Config) {
  const dist = resolve(config.webDist);
  const index = resolve(dist, 'index.html');
  app.use(
    express.static(dist, {
      index: false,
      setHeaders: (res, path) =>
        res.setHeader('Cache-Control', HASHED_ASSET.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache'),
    }),
  );
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/^\/assets\//.test(req.path)) return void res.status(404).json({ message: 'NOT FOUND' });
    if (!existsSync(index)) {
      return void res
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
