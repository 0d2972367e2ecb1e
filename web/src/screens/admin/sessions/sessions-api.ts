import { guarded } from '../admin-api.ts';
import type { RawBody } from '../admin-http.ts';
import { uploadQueryOf } from './sessions-rules.ts';
import type {
  AdminReplay,
  Recording,
  RecordingUpload,
  ReplayControl,
  ReplayStart,
  UploadDetails,
} from './sessions-types.ts';

/**
 * Sends the file as the request body itself (text/csv), not as a form: the server reads the bytes as they
 * come and checks their size, and the browser streams the file without copying it.
 */
const uploadFile = (file: File, details: UploadDetails) =>
  guarded<RecordingUpload>('POST', `/recordings${uploadQueryOf(details)}`, {
    contentType: 'text/csv',
    data: file,
  } satisfies RawBody);

/** The recordings and replays of the admin area (services/api admin routes). */
export const sessionsApi = {
  recordings: () => guarded<{ recordings: Recording[] }>('GET', '/recordings'),
  upload: uploadFile,
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
  deleteSession: (sessionId: string) =>
    guarded<{ success: true }>('DELETE', `/sessions/${encodeURIComponent(sessionId)}`),
};
