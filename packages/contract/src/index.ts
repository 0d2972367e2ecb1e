/*
 * What the API and the site agree on: the shapes of the API's answers, the domain's words they carry, and
 * the rules both sides apply. Browser-safe: types, constants and pure functions only, nothing that needs
 * node or a heavy library (the schemas, which need zod, are subpaths of their own the site never loads).
 */

export type { AdminAction, AdminActivity } from './admin.ts';
export type * from './analysis.ts';
export * from './api-errors.ts';
export type { CarDetail, CarDriver, PerformancePoint } from './car.ts';
export type { CatalogueMoment, Category, NewsItem, Program, ProgramEvent, Session } from './catalogue.ts';
export * from './contact.ts';
export type { Driver, DriverDetail, DriverEntry } from './driver.ts';
export type { Lap, LapDriver, LapResponse } from './laps.ts';
export * from './live/alert-wording.ts';
export type { Entry, EntryDriver } from './live/entry.ts';
export type { LiveAlert, RaceControlAnswer, RaceControlEntry } from './live/live-alert.ts';
export type {
  LiveFrame,
  LiveRow,
  ResultState,
  SectorTimes,
  SessionStatus,
  SessionWeather,
} from './live/live-frame.ts';
export * from './live/race-state.ts';
export type { ReportEventType } from './live/report-event-type.ts';
export type { SessionType } from './live/session-type.ts';
export type { PlayingSession, PlayingSessions, TimedLiveFrame } from './live-sessions.ts';
export * from './messages.ts';
export type {
  AdminRaceEvent,
  CalendarRace,
  ElsewhereAtEvent,
  RaceEventContext,
  RaceEventFacts,
  RaceEventSummary,
  ReferenceSession,
  SessionKind,
  SessionRaceEvent,
} from './race-event.ts';
export * from './recordings.ts';
export type { Replay } from './replay.ts';
export type {
  ReportCarTrend,
  ReportEvent,
  ReportLap,
  ReportPagination,
  ReportSession,
  SessionReport,
  SessionReportStatistics,
  SessionTrends,
  SessionWithHistory,
} from './report.ts';
export type { SessionNaming } from './session-naming.ts';
export type { SessionHistoryRow, Statistics } from './statistics.ts';
export * from './streams.ts';
export * from './subclasses.ts';
export type * from './system.ts';
export type { TeamDetail } from './team.ts';
