import { type ApiErrorCode, type ApiErrorValues, errorCodeOfStatus } from '@lemans/contract';

// For the error middleware, which codes by their status the errors that are no AppError (body-parser's).
export { errorCodeOfStatus };

export interface AppErrorOptions extends ErrorOptions {
  /** When the client may ask again (a bound reached, a service starting): sent as Retry-After. */
  retryAfterS?: number;
  /** What a page words in its visitor's language; the status's own code unless told. */
  code?: ApiErrorCode;
  /** What the code's message names (a limit, a wait), sent beside it. */
  values?: ApiErrorValues;
}

/**
 * The one error base class of the application: the HTTP layer turns it into
 * `{ "error": message, "code": code, ...values }` with `status`, so the message is written for the public,
 * in French, and the code lets a page say it in its own language.
 */
export class AppError extends Error {
  readonly status: number;
  readonly retryAfterS: number | undefined;
  readonly code: ApiErrorCode;
  readonly values: ApiErrorValues;

  constructor(message: string, status = 500, options: AppErrorOptions = {}) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
    this.retryAfterS = options.retryAfterS;
    this.code = options.code ?? errorCodeOfStatus(status);
    this.values = options.values ?? {};
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Ressource introuvable', options?: AppErrorOptions) {
    super(message, 404, options);
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Requête invalide', options?: AppErrorOptions) {
    super(message, 400, options);
  }
}
