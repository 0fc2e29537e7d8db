// The gateway's HTTP server, whose request and answer objects are made with Express's own
// prototypes. Express gives every request its app's prototypes (Object.setPrototypeOf on the
// request and on its answer, and again in and out of any app mounted inside). On objects made
// with Node's prototypes, each change cost V8 a hidden-class change, and a good part of every
// request then outlived the young-generation collections (a fifth of all it allocated was
// promoted, against none for plain node:http). Made with Express's prototypes from the start,
// Express's own calls change nothing: the cheapest signed-in request went from 0.25 to 0.17 ms
// of CPU, a list page from 0.50 to 0.42 ms.
import http from 'node:http';
import type { Express } from 'express';

/**
 * A constructor of `base`'s objects whose prototype is `prototype` instead of `base.prototype`.
 * Node's IncomingMessage and ServerResponse are plain functions (not classes), so `base` runs on
 * the object `new` made (Reflect.construct with another new.target was measured to lose most of
 * the gain).
 */
function madeWith<C extends abstract new (...args: never[]) => object>(base: C, prototype: object): C {
  const init = base as unknown as (this: object, first: unknown, second: unknown) => void;
  function Made(this: object, first: unknown, second: unknown) {
    init.call(this, first, second);
  }
  Made.prototype = prototype;
  return Made as unknown as C;
}

/** An HTTP server for `app` (not yet listening) with requests and answers made as Express shapes them. */
export function createHttpServer(app: Express): http.Server {
  return http.createServer(
    {
      IncomingMessage: madeWith<typeof http.IncomingMessage>(http.IncomingMessage, app.request),
      ServerResponse: madeWith<typeof http.ServerResponse>(http.ServerResponse, app.response),
    },
    app,
  );
}
