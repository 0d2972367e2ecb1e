import type { AlertCode, AlertText, LiveAlert } from '@lemans/contract';
import { formatLapTime } from '../format/timing.ts';
import type { CoreMessageId, MessageValues, PagesMessageId } from '../i18n/catalog-types.ts';
import { t } from '../i18n/i18n.ts';

/*
 * Race control's alerts in the page's language, from the code and values the API gives each (its French
 * title and message are for scripts). The banner's ticker shows the message, so messages come with the core
 * catalog; titles are the race-control log's. Words no code reads are shown as written, in their language.
 */

/** Each code's title and message, as message ids: a code without them does not compile. */
const WORDS: Record<AlertCode, { title: PagesMessageId; message: CoreMessageId }> = {
  'race_state.green': { title: 'alert.title.race_state.green', message: 'alert.message.race_state.green' },
  'race_state.yellow': { title: 'alert.title.race_state.yellow', message: 'alert.message.race_state.yellow' },
  'race_state.red': { title: 'alert.title.race_state.red', message: 'alert.message.race_state.red' },
  'race_state.fcy': { title: 'alert.title.race_state.fcy', message: 'alert.message.race_state.fcy' },
  'race_state.safety': { title: 'alert.title.race_state.safety', message: 'alert.message.race_state.safety' },
  'race_state.vsc': { title: 'alert.title.race_state.vsc', message: 'alert.message.race_state.vsc' },
  'race_state.finished': {
    title: 'alert.title.race_state.finished',
    message: 'alert.message.race_state.finished',
  },
  'car.dnf': { title: 'alert.title.car.dnf', message: 'alert.message.car.dnf' },
  'car.stopped': { title: 'alert.title.car.stopped', message: 'alert.message.car.stopped' },
  'car.disqualified': { title: 'alert.title.car.disqualified', message: 'alert.message.car.disqualified' },
  'car.fastest_lap': { title: 'alert.title.car.fastest_lap', message: 'alert.message.car.fastest_lap' },
  'car.class_fastest_lap': {
    title: 'alert.title.car.class_fastest_lap',
    message: 'alert.message.car.class_fastest_lap',
  },
  race_control: { title: 'alert.title.race_control', message: 'alert.message.race_control' },
};

/** The alert's title in the page's language: race control's own for words shown as written. */
export function alertTitleOf(alert: LiveAlert): string {
  return t(WORDS[alert.code === 'as_written' ? 'race_control' : alert.code].title);
}

/** A code's message in the page's language, lap times as the timing writes them. */
export function alertTextMessageOf({ code, values }: AlertText): string {
  const shown: MessageValues =
    'lap_time_ms' in values ? { ...values, lap_time: formatLapTime(values.lap_time_ms) } : values;
  return t(WORDS[code].message, shown);
}

/** The alert's message in the page's language; else as written. */
export function alertMessageOf(alert: LiveAlert): string {
  return alert.code === 'as_written' ? alert.message : alertTextMessageOf(alert);
}

/** The language of a message shown as written; undefined for one in the page's language. */
export function alertLanguageOf(alert: LiveAlert): string | undefined {
  return alert.code === 'as_written' ? alert.lang : undefined;
}
