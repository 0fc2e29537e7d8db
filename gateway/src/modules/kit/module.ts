// The one shape of a domain module: what it gives the gateway (a service, GraphQL
// resolvers, REST routes, loaders, and caches kept fresh by database notifications). The
// module list (modules/index.ts) is the only place that names them; the gateway's start-up,
// schema, server and request context read that list.
import type { Router } from 'express';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { ListPages } from '../../lib/list-page.js';
import type { RateLimits } from '../../lib/rate-limits.js';
import type { Loaders, Services } from './context.js';

/** What every module's service is built from. */
export interface Infrastructure {
  database: Database;
  config: Config;
  /** Farm-scoped list pages and their remembered totals. */
  lists: ListPages;
  /** Limits on how often a client may do something, shared by every gateway on one server. */
  rateLimits: RateLimits;
  log: (line: string) => void;
}

/** A remembered value kept fresh by a database notification channel (LISTEN). */
export interface NotifiedChannel {
  channel: string;
  cache: { changed(scope: string): void; setListening(listening: boolean): void };
}

/** REST compatibility routes under /api/<path>; `public` ones run before the caller is resolved. */
export interface RestRoutes {
  path: string;
  public?: boolean;
  /** Undefined leaves the path unmounted (a route that only exists in tests, say). */
  router(services: Services, config: Config): Router | undefined;
}

/** Work a module does in the background: once at start, then every config.jobsEverySeconds. */
export interface BackgroundJob {
  name: string;
  run(): Promise<unknown>;
}

export interface GatewayModule<K extends keyof Services = keyof Services> {
  /** Its service's key in `Services`; a module without a service (routes only) has none. */
  name?: K;
  /** Builds the service; `services` holds those of the modules listed before this one. */
  service?(infra: Infrastructure, services: Services): Services[K];
  /** Its GraphQL resolver map (typed where it is written, with the generated `Resolvers`). */
  resolvers?: Record<string, unknown>;
  routes?: RestRoutes[];
  /** This module's part of a request's loaders. */
  loaders?(services: Services): Partial<Loaders>;
  /** Caches of its service that database notifications keep fresh. */
  notifications?(service: Services[K]): NotifiedChannel[];
  /** Its background jobs; each must be safe to run on several gateways at once. */
  jobs?(service: Services[K]): BackgroundJob[];
}

/** Declares a module (the identity: it only checks the shape). */
export const defineModule = <K extends keyof Services>(module: GatewayModule<K>): GatewayModule<K> => module;
