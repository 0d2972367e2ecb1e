import { type QueueTask, queueTask } from '../shell/start-in-turns.ts';
import type { LanguageCode } from './languages.ts';

/**
 * Makes a first number format and a first date format of `language`, each in a task of its own, while the
 * first screen still waits for its messages and data. The first format of each kind a page makes loads the
 * language's data from the browser (some 20 ms on a laptop, four times that on a phone); made first by a
 * render (a plural's count, the programme's days), it lengthens that render's task past what a phone
 * answers a tap in. Later formats of either kind, whatever their options, find the data loaded.
 */
export function warmFormats(language: LanguageCode, queue: QueueTask = queueTask): void {
  queue(() => new Intl.NumberFormat(language).format(0));
  queue(() => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(0));
}
