// A request's context, for GraphQL and REST alike: who is calling and which farm it names
// (resolved once), the services, and fresh per-request loaders from every module.
import type { Request } from 'express';
import { MODULES, resolveRequestScope } from './modules/index.js';
import type { Context, Loaders, Services } from './modules/kit/context.js';

export function createLoaders(services: Services): Loaders {
  return Object.assign({}, ...MODULES.map((module) => module.loaders?.(services) ?? {})) as Loaders;
}

export async function createContext(req: Request, services: Services): Promise<Context> {
  return { ...(await resolveRequestScope(req, services)), services, loaders: createLoaders(services) };
}

export { resolveRequestScope };
