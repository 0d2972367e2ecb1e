import { gunzipSync } from 'node:zlib';
import { AppError, BadRequestError, type Logger } from '@lemans/platform';
import type { Request, Response } from 'express';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
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
  it('answers our own errors as they are', () => {
    expect(publicError(new BadRequestError('Période invalide'))).toEqual({
      status: 400,
      message: 'Période invalide',
    });
    expect(publicError(new AppError('Redis ne répond pas', 503))).toEqual({
      status: 503,
      message: 'Redis ne répond pas',
    });
  });

  it.each([
    [400, 'entity.parse.failed', "Le corps de la requête n'est pas du JSON valide"],
    [413, 'entity.too.large', 'Le corps de la requête est trop volumineux'],
    [415, 'encoding.unsupported', "L'encodage du corps de la requête n'est pas pris en charge"],
    [415, 'charset.unsupported', "Le jeu de caractères du corps de la requête n'est pas pris en charge"],
    [400, 'request.aborted', 'La requête a été interrompue avant la fin de son corps'],
    [400, 'request.size.invalid', "Le corps de la requête n'a pas la taille annoncée (Content-Length)"],
  ])('answers body-parser’s %i %s in French', (status, type, message) => {
    expect(publicError(bodyParserError(status, type))).toEqual({ status, message });
  });

  it('answers a path parameter the router could not decode with a French 400', () => {
    const err = Object.assign(new URIError("Failed to decode param '%'"), { status: 400, statusCode: 400 });
    expect(publicError(err)).toEqual({
      status: 400,
      message: 'Adresse mal encodée : séquence « % » invalide',
    });
  });

  it('answers a compressed body zlib cannot inflate with a French 400', () => {
    expect(publicError(zlibError())).toEqual({
      status: 400,
      message: 'Le corps compressé de la requête est illisible',
    });
  });

  it('keeps the status of any other client error, in French', () => {
    expect(publicError(Object.assign(new Error('Not Acceptable'), { statusCode: 406 }))).toEqual({
      status: 406,
      message: 'Requête invalide',
    });
  });

  it('answers anything else, the server’s own body-parser mistakes included, with a 500', () => {
    expect(publicError(new Error('boom'))).toEqual({ status: 500, message: 'Erreur interne du serveur' });
    expect(publicError(bodyParserError(500, 'stream.encoding.set'))).toEqual({
      status: 500,
      message: 'Erreur interne du serveur',
    });
    expect(publicError('texte')).toEqual({ status: 500, message: 'Erreur interne du serveur' });
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
      body: { error: 'Base de données momentanément indisponible : réessayez dans quelques secondes' },
    });
    expect(levels()).toEqual([[20, 'requête refusée']]);
  });
});
