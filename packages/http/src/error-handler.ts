import { AppError, type Logger } from '@lemans/platform';
import type { ErrorRequestHandler } from 'express';

/** The one error middleware: every failure becomes `{ "error": "<French message>" }` with its status. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const { status, message } = publicError(err);
    if (status >= 500) logger.error({ err, method: req.method, url: req.originalUrl }, 'erreur interne');
    if (res.headersSent) return;
    res.status(status).json({ error: message });
  };
}

/** body-parser's own errors carry a `type`; their English messages must not reach the client. */
const BODY_ERRORS: Record<string, string> = {
  'entity.parse.failed': "Le corps de la requête n'est pas du JSON valide",
  'entity.too.large': 'Le corps de la requête est trop volumineux',
  'encoding.unsupported': "L'encodage du corps de la requête n'est pas pris en charge",
  'charset.unsupported': "Le jeu de caractères du corps de la requête n'est pas pris en charge",
};

function publicError(err: unknown): { status: number; message: string } {
  if (err instanceof AppError) return { status: err.status, message: err.message };
  if (err instanceof Error && 'type' in err && 'status' in err && typeof err.status === 'number') {
    const message = BODY_ERRORS[String(err.type)];
    if (message && err.status < 500) return { status: err.status, message };
  }
  return { status: 500, message: 'Erreur interne du serveur' };
}
