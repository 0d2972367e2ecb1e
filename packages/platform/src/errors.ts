/**
 * The one error base class of the application: the HTTP layer turns it into
 * `{ "error": message }` with `status`, so the message is written for the public, in French.
 */
export class AppError extends Error {
  readonly status: number;
  /** When the client may ask again (a bound reached, a service starting): sent as Retry-After. */
  readonly retryAfterS: number | undefined;

  constructor(message: string, status = 500, options?: ErrorOptions & { retryAfterS?: number }) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
    this.retryAfterS = options?.retryAfterS;
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Ressource introuvable', options?: ErrorOptions) {
    super(message, 404, options);
  }
}

export class BadRequestError extends AppError {
  constructor(message = 'Requête invalide', options?: ErrorOptions) {
    super(message, 400, options);
  }
}
