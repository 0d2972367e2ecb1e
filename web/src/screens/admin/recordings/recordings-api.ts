import type {
  AdminRecording,
  RecordingUpload,
  ReplayControl,
  ReplayStart,
  ReplaySummary,
} from '@lemans/contract';
import { guarded } from '../admin-api.ts';
import { raceEventsApi } from '../race-events/race-events-api.ts';
import { offeredEventNames, uploadFormOf } from './recordings-rules.ts';
import type { UploadDetails, UploadFiles } from './recordings-types.ts';

/**
 * The event names to offer in the upload form: the calendar's races and the stored events. Only a
 * convenience (the event may be typed by hand): a failed load leaves none, without an error.
 */
const eventNames = (): Promise<string[]> =>
  raceEventsApi
    .list()
    .then(({ calendar, events }) => offeredEventNames(calendar, events))
    .catch(() => []);

/** The recordings and replays of the admin area (services/api admin routes). */
export const recordingsApi = {
  recordings: () => guarded<{ recordings: AdminRecording[] }>('GET', '/recordings'),
  /** A form (multipart/form-data): the browser streams the files from disk without copying them. */
  upload: (files: UploadFiles, details: UploadDetails) =>
    guarded<RecordingUpload>('POST', '/recordings', uploadFormOf(files, details)),
  eventNames,
  replays: () => guarded<{ replays: ReplaySummary[] }>('GET', '/replays'),
  startReplay: (start: ReplayStart) => guarded<{ replay: ReplaySummary }>('POST', '/replays', start),
  controlReplay: (id: ReplaySummary['id'], change: ReplayControl) =>
    guarded<{ replay: ReplaySummary }>('POST', `/replays/${encodeURIComponent(String(id))}/control`, change),
  stopReplay: (id: ReplaySummary['id']) =>
    guarded<{ replay: ReplaySummary }>('DELETE', `/replays/${encodeURIComponent(String(id))}`),
  renameRecording: (id: AdminRecording['id'], name: string) =>
    guarded<{ success: true }>('PATCH', `/recordings/${encodeURIComponent(String(id))}`, { name }),
  deleteRecording: (id: AdminRecording['id']) =>
    guarded<{ success: true }>('DELETE', `/recordings/${encodeURIComponent(String(id))}`),
  renameSession: (sessionId: string, name: string) =>
    guarded<{ success: true; session: { id: string; name: string } }>(
      'PATCH',
      `/sessions/${encodeURIComponent(sessionId)}`,
      { name },
    ),
  publishSession: (sessionId: string, published: boolean) =>
    guarded<{ success: true; session: { id: string; published: boolean } }>(
      'PUT',
      `/sessions/${encodeURIComponent(sessionId)}/published`,
      { published },
    ),
  deleteSession: (sessionId: string) =>
    guarded<{ success: true }>('DELETE', `/sessions/${encodeURIComponent(sessionId)}`),
};
