/**
 * The one error base class of the application: the HTTP layer turns it into
 * `{ "error": message }` with `status`, so the message is written for the public, in French.
 */
export class AppError extends Error {
  readonly status: number;

  constructor(message: string, status = 500, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.status = status;
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
