import type { IncomingMessage, ServerResponse } from 'node:http';
import { BodyTooLargeError, closeAfterAnswer } from '@lemans/http';
import { AppError, BadRequestError } from '@lemans/platform';
import busboy from 'busboy';

/**
 * The admin upload sent as a form (multipart/form-data): the Analysis file, the official results if any, and
 * text fields. Read whole in memory within limits that hold part by part and for the whole form; the first
 * problem stops the reading, and the French refusal goes out at once: the rest of the request is never read
 * to its end, its connection ending with the answer (`closeAfterAnswer`).
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
/** Both files whole, with room for the fields and the parts' headers. */
export const UPLOAD_FORM_MAX_BYTES = FILES.analysis.maxBytes + FILES.results.maxBytes + 64 * 1024;
const FIELDS: ReadonlySet<string> = new Set(['name', 'event', 'date', 'year']);
/** A name of 200 characters takes up to 800 bytes in UTF-8. */
const FIELD_BYTES = 1024;
const INCOMPLETE = 'Formulaire illisible : envoi incomplet';
const MALFORMED = 'Formulaire illisible : en-tête de partie invalide';
const NO_BOUNDARY = 'Formulaire illisible : limite (boundary) absente de l’en-tête Content-Type';

const isFileName = (name: string): name is FileName => Object.hasOwn(FILES, name);

/** Whether the request is sent as a form (its Content-Type, whatever its boundary). */
export function isUploadForm(req: IncomingMessage): boolean {
  return req.headers['content-type']?.split(';')[0]?.trim().toLowerCase() === 'multipart/form-data';
}

export function readUploadForm(req: IncomingMessage, res: ServerResponse): Promise<UploadForm> {
  return new Promise((resolve, reject) => {
    const files: Partial<Record<FileName, Buffer>> = {};
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    let pendingFiles = 0;
    let parsed = false;
    let failed = false;

    let parser: busboy.Busboy | undefined;
    /** Stops reading the form and refuses it at once: the connection ends with the answer. */
    const refuse = (error: AppError) => {
      if (failed) return;
      failed = true;
      if (parser) req.unpipe(parser);
      req.off('data', count);
      closeAfterAnswer(res);
      reject(error);
    };
    const done = () => {
      if (failed || !parsed || pendingFiles > 0) return;
      resolve({ analysis: files.analysis ?? null, results: files.results ?? null, fields });
    };

    let received = 0;
    // A form sent in chunks has no declared length to refuse it by: its bytes are counted as they come.
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > UPLOAD_FORM_MAX_BYTES) refuse(new BodyTooLargeError(TOO_LARGE));
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
    req.on('data', count);
    req.pipe(parser);
  });
}
