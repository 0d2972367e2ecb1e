import type {
  AdminRecording,
  RecordingUpload,
  ReplayControl,
  ReplayStart,
  ReplaySummary,
} from '@lemans/race/contract';
import { getJson } from '../../../api/http.ts';
import { guarded } from '../admin-api.ts';
import { uploadFormOf } from './recordings-rules.ts';
import type { KnownEvent, UploadDetails, UploadFiles } from './recordings-types.ts';

/**
 * The events to offer in the upload form. Only a convenience (the event may be typed by hand): an API that
 * does not list them (404) or fails leaves none, without an error.
 */
const knownEvents = (): Promise<KnownEvent[]> => getJson<KnownEvent[]>('/race-events').catch(() => []);

/** The recordings and replays of the admin area (services/api admin routes). */
export const recordingsApi = {
  recordings: () => guarded<{ recordings: AdminRecording[] }>('GET', '/recordings'),
  /** A form (multipart/form-data): the browser streams the files from disk without copying them. */
  upload: (files: UploadFiles, details: UploadDetails) =>
    guarded<RecordingUpload>('POST', '/recordings', uploadFormOf(files, details)),
  knownEvents,
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
