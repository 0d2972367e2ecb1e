import { formatLapTime } from '../timing/format.ts';
import type { RaceState } from './race-state.ts';

/*
 * What race control says, as codes: each alert carries its code and the values it names, and a page words
 * it in the visitor's language (DESIGN §13). The session report's events carry the same codes, and a few of
 * their own that race control never announces. The French wording the API gives scripts, and the session
 * report's descriptions, are written here from the same codes. A code without its wording does not compile.
 */

export type AlertLevel = 'info' | 'warning' | 'danger';

type NoValues = Record<string, never>;
/** A car's event: its number as the timing writes it, and the lap it happened on. */
type CarValues = { car: string; lap: number };
type LapValues = CarValues & { lap_time_ms: number };

/** The values each code names. */
export type AlertValuesOf = { [State in RaceState as `race_state.${State}`]: NoValues } & {
  'car.dnf': CarValues;
  'car.stopped': CarValues;
  'car.disqualified': { car: string };
  'car.fastest_lap': LapValues;
  /** `category` is the class's label, the same in every language. */
  'car.class_fastest_lap': LapValues & { category: string };
  /** An event whose row says too little for another code (its domain event missing). */
  race_control: NoValues;
};

export type AlertCode = keyof AlertValuesOf;

/** What race control said, as a code and the values it names. */
export type AlertText = { [Code in AlertCode]: { code: Code; values: AlertValuesOf[Code] } }[AlertCode];

/** What only the session report tells, race control never announcing it: pit stops and lead changes. */
type ReportOnlyValuesOf = {
  /** `stop` counts the car's stops, from 1. */
  'car.pit_stop': CarValues & { stop: number };
  'car.takes_lead': CarValues;
  /** `category` is the class's label, the same in every language. */
  'car.takes_class_lead': CarValues & { category: string };
};

export type ReportOnlyCode = keyof ReportOnlyValuesOf;

/** The values each code of a session report's events names: race control's, and the report's own. */
export type ReportEventValuesOf = AlertValuesOf & ReportOnlyValuesOf;

export type ReportEventCode = keyof ReportEventValuesOf;

/** A session report's event, as a code and the values it names. */
export type ReportEventText = {
  [Code in ReportEventCode]: { code: Code; values: ReportEventValuesOf[Code] };
}[ReportEventCode];

/** Words no code reads, shown as they were written, in their language. */
export type AlertAsWritten = { code: 'as_written'; values: NoValues; lang: string };

interface Wording<Values> {
  level: AlertLevel;
  title: string;
  message: (values: Values) => string;
}

const FRENCH: { [Code in AlertCode]: Wording<AlertValuesOf[Code]> } = {
  'race_state.green': {
    level: 'info',
    title: 'Drapeau vert',
    message: () => 'Drapeau vert : reprise de la course',
  },
  'race_state.yellow': { level: 'warning', title: 'Drapeaux jaunes', message: () => 'Drapeaux jaunes' },
  'race_state.red': {
    level: 'danger',
    title: 'Drapeau rouge',
    message: () => 'Drapeau rouge : course interrompue',
  },
  'race_state.fcy': {
    level: 'warning',
    title: 'Full Course Yellow',
    message: () => 'Full Course Yellow : course neutralisée',
  },
  'race_state.safety': {
    level: 'warning',
    title: 'Voiture de sécurité',
    message: () => 'Voiture de sécurité en piste',
  },
  'race_state.vsc': {
    level: 'warning',
    title: 'Voiture de sécurité virtuelle',
    message: () => 'Voiture de sécurité virtuelle',
  },
  'race_state.finished': {
    level: 'info',
    title: 'Drapeau à damier',
    message: () => 'Drapeau à damier : fin de la course',
  },
  'car.dnf': {
    level: 'warning',
    title: 'Abandon',
    message: ({ car, lap }) => `#${car} : abandon (tour ${lap})`,
  },
  'car.stopped': {
    level: 'warning',
    title: 'Abandon',
    message: ({ car, lap }) => `#${car} : voiture arrêtée (tour ${lap})`,
  },
  'car.disqualified': {
    level: 'danger',
    title: 'Disqualification',
    message: ({ car }) => `#${car} : disqualifiée`,
  },
  'car.fastest_lap': {
    level: 'info',
    title: 'Meilleur tour',
    message: ({ car, lap, lap_time_ms }) =>
      `#${car} : meilleur tour de la course en ${formatLapTime(lap_time_ms)} (tour ${lap})`,
  },
  'car.class_fastest_lap': {
    level: 'info',
    title: 'Meilleur tour',
    message: ({ car, lap, lap_time_ms, category }) =>
      `#${car} : meilleur tour ${category} en ${formatLapTime(lap_time_ms)} (tour ${lap})`,
  },
  race_control: {
    level: 'info',
    title: 'Direction de course',
    message: () => 'Changement de situation en piste',
  },
};

const FRENCH_REPORT_ONLY: { [Code in ReportOnlyCode]: (values: ReportOnlyValuesOf[Code]) => string } = {
  'car.pit_stop': ({ car, stop, lap }) => `#${car} : arrêt au stand n°${stop} (tour ${lap})`,
  'car.takes_lead': ({ car }) => `#${car} prend la tête de la course`,
  'car.takes_class_lead': ({ car, category }) => `#${car} prend la tête en ${category}`,
};

/** An alert's level and its French title and message. */
export function frenchWordingOf<Code extends AlertCode>({
  code,
  values,
}: {
  code: Code;
  values: AlertValuesOf[Code];
}): { level: AlertLevel; title: string; message: string } {
  const { level, title, message } = FRENCH[code] as Wording<AlertValuesOf[Code]>;
  return { level, title, message: message(values) };
}

const isReportOnly = (code: ReportEventCode): code is ReportOnlyCode =>
  Object.hasOwn(FRENCH_REPORT_ONLY, code);

/** A session report's event in French, as its description is stored. */
export function frenchMessageOf<Code extends ReportEventCode>({
  code,
  values,
}: {
  code: Code;
  values: ReportEventValuesOf[Code];
}): string {
  const message = isReportOnly(code) ? FRENCH_REPORT_ONLY[code] : FRENCH[code as AlertCode].message;
  return (message as (values: ReportEventValuesOf[Code]) => string)(values);
}

/** The report event's description, written in French by the pipeline. */
const DESCRIPTION_LANGUAGE = 'fr';

/**
 * What a page words for a row: its code and values, or, for a row no code reads, its own description shown
 * as written rather than as a vaguer generic message.
 */
export function shownWordsOf<Text extends ReportEventText>(
  text: Text,
  description: string,
): Text | AlertAsWritten {
  return text.code === 'race_control' && description.trim()
    ? { code: 'as_written', values: {}, lang: DESCRIPTION_LANGUAGE }
    : text;
}
