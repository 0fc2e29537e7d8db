// The REST answers for failures, as the spec names them: a refusal keeps its status and
// message (401 'Invalid token', 429 with Retry-After) and, where the service named it, its
// messageKey and messageParams; anything else is a logged fault.
import type { ErrorRequestHandler } from 'express';
import { refusalOf, reportFault } from './faults.js';
import { requestIdOf } from './request-id.js';

export const restErrorHandler =
  (log: (line: string) => void): ErrorRequestHandler =>
  (error, _req, res, next) => {
    if (res.headersSent) return next(error);
    if (error?.type === 'entity.parse.failed')
      return void res.status(400).json({ message: 'The request body is not valid JSON' });
    if (error?.type === 'entity.too.large')
      return void res.status(413).json({ message: 'The request body is too large' });
    const requestId = requestIdOf(res);
    const refusal = refusalOf(error, log, requestId);
    if (refusal) {
      if (refusal.message === 'Invalid token')
        return void res.status(401).json({ error: 'Invalid token', message: 'Invalid token' });
      const { retryAfterSeconds } = (refusal.extensions.details ?? {}) as { retryAfterSeconds?: number };
      if (retryAfterSeconds) res.setHeader('Retry-After', String(retryAfterSeconds));
      // A refusal named by key (AppError.translated) says so, for clients in other languages.
      const { messageKey, messageParams } = refusal.extensions;
      const named = typeof messageKey === 'string' ? { messageKey, messageParams } : {};
      return void res.status(refusal.status).json({ message: refusal.message, code: refusal.code, ...named });
    }
    res.status(500).json(reportFault(error, log, requestId));
  };
