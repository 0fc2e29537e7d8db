// A request's context, for GraphQL and REST alike: who is calling and which farm it names
// (resolved once), the services, and fresh per-request loaders from every module.
import type { Request } from 'express';
import { requestIdOf } from './lib/request-id.js';
import { MODULES, resolveRequestScope } from './modules/index.js';
import type { Context, Loaders, Services } from './modules/kit/context.js';

type LoaderModule = (typeof MODULES)[number] & { loaders: NonNullable<(typeof MODULES)[number]['loaders']> };

/**
 * The shape of a request's loaders over `services`: each loader's name, read off its module once,
 * is a getter that makes that module's loaders on the request's first use of one. A request
 * uses the loaders of a few modules, and making every module's (some forty) for each request
 * was a visible part of the cheapest request's CPU.
 */
function loadersPrototype(services: Services): object {
  const prototype = {};
  const modules = MODULES.filter((module): module is LoaderModule => !!module.loaders);
  modules.forEach((module, index) => {
    for (const name of Object.keys(module.loaders(services)))
      Object.defineProperty(prototype, name, {
        get(this: { made: Partial<Loaders>[] }) {
          const made = (this.made[index] ??= module.loaders(services));
          return made[name as keyof Loaders];
        },
        enumerable: true,
      });
  });
  return prototype;
}

const prototypes = new WeakMap<Services, object>();

export function createLoaders(services: Services): Loaders {
  let prototype = prototypes.get(services);
  if (!prototype) prototypes.set(services, (prototype = loadersPrototype(services)));
  const loaders = Object.create(prototype) as { made: unknown[] };
  loaders.made = [];
  return loaders as unknown as Loaders;
}

export async function createContext(req: Request, services: Services): Promise<Context> {
  const scope = await resolveRequestScope(req, services);
  return { ...scope, requestId: requestIdOf(req.res), services, loaders: createLoaders(services) };
}

export { resolveRequestScope };
