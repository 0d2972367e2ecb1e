/**
 * What the API answers, in the field names of the specification (part 1 §3, part 2 §3). The live frame and
 * alert types come from @lemans/race (type-only imports: nothing of that package is bundled).
 */
export type {
  CarDetail,
  CarDriver,
  Driver,
  DriverDetail,
  DriverEntry,
  Entry,
  EntryDriver,
  Lap,
  LapDriver,
  LapResponse,
  LiveAlert,
  LiveFrame,
  LiveRow,
  PerformancePoint,
  RaceEventContext,
  RaceEventSummary,
  Replay,
  ReportCarTrend,
  ReportEvent,
  ReportLap,
  SessionHistoryRow,
  SessionKind,
  SessionReport,
  SessionTrends,
  SessionWeather,
  SessionWithHistory,
  Statistics,
  TeamDetail,
} from '@lemans/race';

export interface Category {
  id: number;
  name: string;
  label: string;
  color: string;
}

export interface ProgramEvent {
  id: number;
  title: string;
  /** Local date-time; a trailing Z (and .000) is dropped so that it reads as local time (spec part 1 §4). */
  start_datetime: string;
  end_datetime: string | null;
  category: string;
  description: string;
}

/** Keyed by yyyy-MM-dd. */
export type Program = Record<string, ProgramEvent[]>;

export interface NewsItem {
  id: number;
  title: string;
  /** Sanitised HTML. */
  content: string;
  excerpt: string;
  category: string;
  /** 'alert', 'info', anything else is ordinary news. */
  type: string;
  urgent: boolean;
  author: string | null;
  published_at: string;
  url: string | null;
  image_url: string | null;
}

export interface Stream {
  id: number;
  team_number: string;
  team_name: string;
  stream_title: string | null;
  stream_description: string | null;
  stream_url: string;
  is_active: boolean;
  status: 'inactive' | 'live' | 'replay';
  priority: number;
  category: string | null;
}

export interface Session {
  id: string;
  name: string;
  session_type: 'race' | 'practice' | 'qualifying' | 'warmup';
  active: boolean;
  status: string;
  is_replay: boolean;
  created_at: string;
  /** The race's own start; null when the feed never gave it. */
  start_time: string | null;
  data_count: number;
  event_name: string;
}
