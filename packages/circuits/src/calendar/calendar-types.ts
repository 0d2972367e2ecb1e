/** A round of the FIA WEC calendar as the season's published calendar gives it. */
export interface WecRound {
  season: number;
  /** Race day, yyyy-MM-dd, local. */
  date: string;
  /** The event's French name, without the year ("6 Heures de Spa-Francorchamps"). */
  name: string;
  circuitId: string;
  timeZone: string;
  scheduledHours: number;
}

/** An edition of the 24 Heures du Mans. */
export interface LeMansEdition {
  /** Race day, yyyy-MM-dd, local. */
  date: string;
  /** Local start time, "hh:mm". */
  startTime: string;
  cancelled: boolean;
}

/** A race the calendar knows, with the facts a stored race event takes from it. */
export interface CalendarEvent {
  /** The race event's id: its name's slug without the year, then the day (`24-heures-du-mans-2025-06-14`). */
  id: string;
  /** With the season: "6 Heures de Spa-Francorchamps 2025". */
  name: string;
  date: string;
  championship: string | null;
  season: number;
  round: number | null;
  circuitId: string;
  timeZone: string;
  /** ISO instant of the start where the calendar gives its time (the Le Mans editions), else null. */
  scheduledStart: string | null;
  scheduledLengthS: number;
}
