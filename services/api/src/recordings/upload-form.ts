import { AppError, BadRequestError } from '@lemans/platform';
import busboy from 'busboy';
import type { Request } from 'express';

/**
 * The admin upload sent as a form (multipart/form-data): the Analysis file, the official results if any, and
 * text fields. Read whole in memory within limits that hold part by part; the first problem stops the
 * reading, and the rest of the request is read off before the French refusal goes out (as body-parser does),
 * so that the client gets it instead of a broken connection.
 */

export interface UploadForm {
  analysis: Buffer | null;
  /** Null when not sent, or sent empty (a form's file input left blank). */
  results: Buffer | null;
  /** The text fields, each once, read as the query string of a raw upload is. */
  fields: Record<string, string>;
}

export const TOO_LARGE = 'Fichier trop volumineux : 20 Mo au maximum';
/** The Analysis file of a 24-hour race is 3.9 MB; the results of every Le Mans since 1923 under 1 MB. */
const FILES = {
  analysis: { maxBytes: 20 * 1024 * 1024, tooLarge: TOO_LARGE },
  results: { maxBytes: 5 * 1024 * 1024, tooLarge: 'Fichier de résultats trop volumineux : 5 Mo au maximum' },
} as const;
type FileName = keyof typeof FILES;
const FIELDS: ReadonlySet<string> = new Set(['name', 'event', 'date', 'year']);
/** A name of 200 characters takes up to 800 bytes in UTF-8. */
const FIELD_BYTES = 1024;
const INCOMPLETE = 'Formulaire illisible : envoi incomplet';
const MALFORMED = 'Formulaire illisible : en-tête de partie invalide';
const NO_BOUNDARY = 'Formulaire illisible : limite (boundary) absente de l’en-tête Content-Type';

const isFileName = (name: string): name is FileName => Object.hasOwn(FILES, name);

export function readUploadForm(req: Request): Promise<UploadForm> {
  return new Promise((resolve, reject) => {
    const files: Partial<Record<FileName, Buffer>> = {};
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    let pendingFiles = 0;
    let parsed = false;
    let failed = false;

    let parser: busboy.Busboy | undefined;
    /** Stops reading the form, reads off the rest of the request, then refuses it. */
    const refuse = (error: AppError) => {
      if (failed) return;
      failed = true;
      if (parser) req.unpipe(parser);
      if (req.readableEnded || req.destroyed) return reject(error);
      req.on('end', () => reject(error));
      req.on('close', () => reject(error));
      req.resume();
    };
    const done = () => {
      if (failed || !parsed || pendingFiles > 0) return;
      resolve({ analysis: files.analysis ?? null, results: files.results ?? null, fields });
    };

    try {
      parser = busboy({ headers: req.headers, limits: { fieldSize: FIELD_BYTES } });
    } catch (err) {
      return refuse(new BadRequestError(NO_BOUNDARY, { cause: err }));
    }

    parser.on('file', (name, stream) => {
      if (failed) return stream.resume();
      if (!isFileName(name)) {
        stream.resume();
        return refuse(new BadRequestError(`Fichier inattendu : « ${name} »`));
      }
      if (seen.has(name)) {
        stream.resume();
        return refuse(new BadRequestError(`Un seul fichier « ${name} » attendu`));
      }
      seen.add(name);
      const { maxBytes, tooLarge } = FILES[name];
      const chunks: Buffer[] = [];
      let size = 0;
      pendingFiles++;
      stream.on('data', (chunk: Buffer) => {
        if (failed) return;
        size += chunk.length;
        if (size > maxBytes) return refuse(new AppError(tooLarge, 413));
        chunks.push(chunk);
      });
      stream.on('end', () => {
        pendingFiles--;
        // A form's file input left blank sends an empty part: no results then. An empty Analysis is refused later.
        if (size > 0 || name === 'analysis') files[name] = Buffer.concat(chunks, size);
        done();
      });
    });
    parser.on('field', (name, value, info) => {
      if (failed) return;
      if (isFileName(name)) return refuse(new BadRequestError(`Fichier attendu dans « ${name} »`));
      if (!FIELDS.has(name) || info.nameTruncated) {
        return refuse(new BadRequestError(`Champ inattendu : « ${name} »`));
      }
      if (info.valueTruncated) return refuse(new BadRequestError(`Champ « ${name} » trop long`));
      if (Object.hasOwn(fields, name)) return refuse(new BadRequestError(`Champ « ${name} » en double`));
      fields[name] = value;
    });
    parser.on('error', (err: Error) => {
      refuse(
        new BadRequestError(/unexpected end/i.test(err.message) ? INCOMPLETE : MALFORMED, { cause: err }),
      );
    });
    parser.on('close', () => {
      parsed = true;
      done();
    });
    req.on('close', () => {
      // The client went away mid-form: nothing to answer, but the promise must not hang.
      if (!req.complete) refuse(new BadRequestError(INCOMPLETE));
    });
    req.pipe(parser);
  });
}
