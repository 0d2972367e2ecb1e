import { gunzipSync } from 'node:zlib';
import { AppError, BadRequestError, type Logger, NotFoundError } from '@lemans/platform';
import type { Request, Response } from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { BodyTooLargeError } from './body-limit.ts';
import { errorHandler, publicError } from './error-handler.ts';

/** An error as body-parser hands it over: its status and type set on it (http-errors). */
const bodyParserError = (status: number, type: string, message = 'English text') =>
  Object.assign(new Error(message), { status, statusCode: status, type, expose: true });

function zlibError(): Error {
  try {
    gunzipSync(Buffer.from('pas du gzip'));
  } catch (err) {
    return Object.assign(err as Error, { status: 400, statusCode: 400 });
  }
  throw new Error('gunzip a accepté du texte');
}

describe('publicError', () => {
  it('answers our own errors as they are, with the code their status says unless they carry one', () => {
    expect(publicError(new BadRequestError('Période invalide'))).toEqual({
      status: 400,
      message: 'Période invalide',
      code: 'request.invalid',
      values: {},
    });
    expect(publicError(new AppError('Redis ne répond pas', 503))).toEqual({
      status: 503,
      message: 'Redis ne répond pas',
      code: 'server.unavailable',
      values: {},
    });
    expect(publicError(new NotFoundError('Session introuvable'))).toMatchObject({
      status: 404,
      code: 'request.not_found',
    });
    const limited = new AppError('Trop de messages envoyés : réessayez dans 3 minutes.', 429, {
      code: 'contact.too_many',
      values: { minutes: 3 },
    });
    expect(publicError(limited)).toEqual({
      status: 429,
      message: 'Trop de messages envoyés : réessayez dans 3 minutes.',
      code: 'contact.too_many',
      values: { minutes: 3 },
    });
  });

  it.each([
    [400, 'entity.parse.failed', "Le corps de la requête n'est pas du JSON valide", 'request.invalid_json'],
    [413, 'entity.too.large', 'Le corps de la requête est trop volumineux', 'request.too_large'],
    [
      415,
      'encoding.unsupported',
      "L'encodage du corps de la requête n'est pas pris en charge",
      'request.unsupported_encoding',
    ],
    [
      415,
      'charset.unsupported',
      "Le jeu de caractères du corps de la requête n'est pas pris en charge",
      'request.unsupported_charset',
    ],
    [400, 'request.aborted', 'La requête a été interrompue avant la fin de son corps', 'request.aborted'],
    [
      400,
      'request.size.invalid',
      "Le corps de la requête n'a pas la taille annoncée (Content-Length)",
      'request.length_mismatch',
    ],
  ])('answers body-parser’s %i %s in French, with its code', (status, type, message, code) => {
    expect(publicError(bodyParserError(status, type))).toEqual({ status, message, code, values: {} });
  });

  it('answers a body over its limit as body-parser’s own', () => {
    expect(publicError(new BodyTooLargeError())).toMatchObject({ status: 413, code: 'request.too_large' });
  });

  it('answers a path parameter the router could not decode with a French 400', () => {
    const err = Object.assign(new URIError("Failed to decode param '%'"), { status: 400, statusCode: 400 });
    expect(publicError(err)).toEqual({
      status: 400,
      message: 'Adresse mal encodée : séquence « % » invalide',
      code: 'request.malformed_escape',
      values: {},
    });
  });

  it('answers a compressed body zlib cannot inflate with a French 400', () => {
    expect(publicError(zlibError())).toEqual({
      status: 400,
      message: 'Le corps compressé de la requête est illisible',
      code: 'request.unreadable_compressed_body',
      values: {},
    });
  });

  it('keeps the status of any other client error, in French', () => {
    expect(publicError(Object.assign(new Error('Not Acceptable'), { statusCode: 406 }))).toEqual({
      status: 406,
      message: 'Requête invalide',
      code: 'request.invalid',
      values: {},
    });
    expect(publicError(Object.assign(new Error('Not Found'), { status: 404 }))).toMatchObject({
      status: 404,
      code: 'request.not_found',
    });
  });

  it('answers anything else, the server’s own body-parser mistakes included, with a 500', () => {
    const internal = {
      status: 500,
      message: 'Erreur interne du serveur',
      code: 'server.internal',
      values: {},
    };
    expect(publicError(new Error('boom'))).toEqual(internal);
    expect(publicError(bodyParserError(500, 'stream.encoding.set'))).toEqual(internal);
    expect(publicError('texte')).toEqual(internal);
  });
});

describe('errorHandler', () => {
  /** A pino logger writing its lines here, to read which level each failure is logged at. */
  function recordingLogger() {
    const lines: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'trace' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    return { logger, levels: () => lines.map((line) => [line.level, line.msg]) };
  }
  const answer = (logger: Logger, err: unknown) => {
    const res = { headersSent: false, locals: {}, status: () => res, json: () => res } as unknown as Response;
    errorHandler(logger)(err, { method: 'GET', originalUrl: '/api/x' } as Request, res, () => {});
  };

  it('logs a deliberate 503 at debug level and an unexpected failure as an error', () => {
    const { logger, levels } = recordingLogger();
    answer(logger, new AppError('Trop de travail : réessayez dans un instant.', 503));
    answer(logger, new TypeError('undefined is not a function'));
    answer(logger, new BadRequestError('Période invalide'));
    expect(levels()).toEqual([
      [20, 'requête refusée'],
      [50, 'erreur interne'],
    ]);
  });

  it('answers the French message, its code and the values the code names', () => {
    const bodyOf = (err: unknown) => {
      let body: unknown;
      const res = {
        headersSent: false,
        locals: {},
        status: () => res,
        json: (sent: unknown) => {
          body = sent;
          return res;
        },
      } as unknown as Response;
      errorHandler(recordingLogger().logger)(
        err,
        { method: 'GET', originalUrl: '/api/x' } as Request,
        res,
        () => {},
      );
      return body;
    };
    expect(bodyOf(new NotFoundError('Session introuvable'))).toEqual({
      error: 'Session introuvable',
      code: 'request.not_found',
    });
    expect(bodyOf(bodyParserError(400, 'entity.parse.failed'))).toEqual({
      error: "Le corps de la requête n'est pas du JSON valide",
      code: 'request.invalid_json',
    });
    expect(bodyOf(new Error('boom'))).toEqual({
      error: 'Erreur interne du serveur',
      code: 'server.internal',
    });
    // A value never hides the message or the code.
    const limited = new AppError('Trop de tentatives de connexion : réessayez dans 2 minutes.', 429, {
      code: 'admin.too_many_attempts',
      values: { minutes: 2, code: 'autre', error: 'autre' },
    });
    expect(bodyOf(limited)).toEqual({
      error: 'Trop de tentatives de connexion : réessayez dans 2 minutes.',
      code: 'admin.too_many_attempts',
      minutes: 2,
    });
  });

  it('says when to ask again for an error that knows, unless the route said it already', () => {
    const headersOf = (err: unknown, preset?: string) => {
      const headers = new Map<string, string>(preset ? [['retry-after', preset]] : []);
      const res = {
        headersSent: false,
        locals: {},
        hasHeader: (name: string) => headers.has(name.toLowerCase()),
        set: (name: string, value: string) => headers.set(name.toLowerCase(), value),
        status: () => res,
        json: () => res,
      } as unknown as Response;
      errorHandler(recordingLogger().logger)(
        err,
        { method: 'GET', originalUrl: '/api/x' } as Request,
        res,
        () => {},
      );
      return Object.fromEntries(headers);
    };
    expect(headersOf(new AppError('Trop de lectures en cours', 503, { retryAfterS: 1 }))).toEqual({
      'retry-after': '1',
    });
    expect(headersOf(new AppError('Trop de tentatives', 429, { retryAfterS: 1 }), '600')).toEqual({
      'retry-after': '600',
    });
    expect(headersOf(new BadRequestError('Période invalide'))).toEqual({});
  });

  it('answers a query that lost PostgreSQL with a French 503 to ask again, logged at debug level', () => {
    const { logger, levels } = recordingLogger();
    const answered: { status?: number; body?: unknown; retryAfter?: string } = {};
    const res = {
      headersSent: false,
      locals: {},
      hasHeader: () => false,
      set: (_name: string, value: string) => {
        answered.retryAfter = value;
      },
      status: (status: number) => {
        answered.status = status;
        return res;
      },
      json: (body: unknown) => {
        answered.body = body;
        return res;
      },
    } as unknown as Response;
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    errorHandler(logger)(terminated, { method: 'GET', originalUrl: '/api/x' } as Request, res, () => {});
    expect(answered).toEqual({
      status: 503,
      retryAfter: '5',
      body: {
        error: 'Base de données momentanément indisponible : réessayez dans quelques secondes',
        code: 'server.database_unavailable',
      },
    });
    expect(levels()).toEqual([[20, 'requête refusée']]);
  });
});
