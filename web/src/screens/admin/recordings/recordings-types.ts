/** What the upload form holds before it is sent; the API's answers are in `@lemans/contract`. */

/** The files of an upload: the Analysis file, and the official results of Le Mans if any. */
export interface UploadFiles {
  analysis: File;
  results: File | null;
}

/** The details sent with the files. */
export interface UploadDetails {
  name: string;
  /** The event; left blank, the server names it (see the form's hint). */
  event: string;
  year: string;
  date: string;
}
