import { getJson } from '../../../api/http.ts';
import { guarded } from '../admin-api.ts';
import { uploadFormOf } from './sessions-rules.ts';
import type {
  AdminReplay,
  KnownEvent,
  Recording,
  RecordingUpload,
  ReplayControl,
  ReplayStart,
  UploadDetails,
  UploadFiles,
} from './sessions-types.ts';

/**
 * The events to offer in the upload form. Only a convenience (the event may be typed by hand): an API that
 * does not list them (404) or fails leaves none, without an error.
 */
const knownEvents = (): Promise<KnownEvent[]> => getJson<KnownEvent[]>('/race-events').catch(() => []);

/** The recordings and replays of the admin area (services/api admin routes). */
export const sessionsApi = {
  recordings: () => guarded<{ recordings: Recording[] }>('GET', '/recordings'),
  /** A form (multipart/form-data): the browser streams the files from disk without copying them. */
  upload: (files: UploadFiles, details: UploadDetails) =>
    guarded<RecordingUpload>('POST', '/recordings', uploadFormOf(files, details)),
  knownEvents,
  replays: () => guarded<{ replays: AdminReplay[] }>('GET', '/replays'),
  startReplay: (start: ReplayStart) => guarded<{ replay: AdminReplay }>('POST', '/replays', start),
  controlReplay: (id: AdminReplay['id'], change: ReplayControl) =>
    guarded<{ replay: AdminReplay }>('POST', `/replays/${encodeURIComponent(String(id))}/control`, change),
  stopReplay: (id: AdminReplay['id']) =>
    guarded<{ replay: AdminReplay }>('DELETE', `/replays/${encodeURIComponent(String(id))}`),
  renameRecording: (id: Recording['id'], name: string) =>
    guarded<{ success: true }>('PATCH', `/recordings/${encodeURIComponent(String(id))}`, { name }),
  deleteRecording: (id: Recording['id']) =>
    guarded<{ success: true }>('DELETE', `/recordings/${encodeURIComponent(String(id))}`),
  renameSession: (sessionId: string, name: string) =>
    guarded<{ success: true; session: { id: string; name: string } }>(
      'PATCH',
      `/sessions/${encodeURIComponent(sessionId)}`,
      { name },
    ),
  deleteSession: (sessionId: string) =>
    guarded<{ success: true }>('DELETE', `/sessions/${encodeURIComponent(sessionId)}`),
};
