// Helmet's security headers and compression, at a per-request cost that suits an API
// answering thousands of small requests a second. Helmet's headers depend only on its options,
// yet it runs a dozen middlewares on every request to set them (about a seventh of the CPU of
// the cheapest signed-in request): they are worked out once by helmet itself and set in one step.
import compression from 'compression';
import type { RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets with these options, read off one run against a recording answer.
 * Only for options fixed at start: a directive given as a function of the request (a CSP
 * nonce) would be frozen at its first value, so none is used here.
 */
function headersOf(options: HelmetOptions): Map<string, string> {
  const headers = new Map<string, string>();
  let failure: unknown;
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    removeHeader: (name: string) => void headers.delete(name),
  } as unknown as Response;
  helmet(options)({} as never, recorder, (error?: unknown) => void (failure = error));
  if (failure) throw failure;
  return headers;
}

/** Sets helmet's headers for `options` on every answer. */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const headers = headersOf(options);
  return (_req, res, next) => {
    res.setHeaders(headers);
    next();
  };
}

/**
 * Compresses answers for clients that accept an encoding. A POST whose client accepts none
 * (a script, a load tester) skips compression's wrapping of the answer: its answer is never
 * cached, so the `Vary: Accept-Encoding` that compression would add tells nobody anything.
 */
export function compressAnswers(): RequestHandler {
  const compress = compression();
  return (req, res, next) =>
    req.method === 'POST' && !req.headers['accept-encoding'] ? next() : compress(req, res, next);
}
