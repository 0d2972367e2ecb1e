import type {
  AdminActivity,
  AdminMessage,
  AdminStream,
  AnalyticsSummary,
  MessageStats,
  MessageStatus,
  StreamBody,
  StreamStats,
  SyncState,
  SystemStatus,
  TeamChoice,
} from '@lemans/contract';
import { ApiError, getJson } from '../../api/http.ts';
import type { NewsItem, Session } from '../../api/types.ts';
import { type Method, requestAdmin } from './admin-http.ts';
import { adminSessionEnded } from './admin-session.ts';

/** A call of a logged-in administrator: a 401 means the session is over, whatever the screen does next. */
export async function guarded<T>(method: Method, path: string, body?: unknown): Promise<T> {
  try {
    return await requestAdmin<T>(method, path, body);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) adminSessionEnded();
    throw err;
  }
}

/** The admin API (services/api admin routes) and the public calls the admin screens read. */
export const adminApi = {
  streams: () => guarded<AdminStream[]>('GET', '/streams'),
  streamStats: () => guarded<StreamStats>('GET', '/streams/stats'),
  createStream: (input: StreamBody) => guarded<{ stream: AdminStream }>('POST', '/streams', input),
  updateStream: (id: number, input: StreamBody) =>
    guarded<{ stream: AdminStream }>('PUT', `/streams/${id}`, input),
  toggleStream: (id: number) => guarded<{ stream: AdminStream }>('PATCH', `/streams/${id}/toggle`),
  deleteStream: (id: number) => guarded<unknown>('DELETE', `/streams/${id}`),

  messages: () => guarded<AdminMessage[]>('GET', '/messages'),
  messageStats: () => guarded<MessageStats>('GET', '/messages/stats'),
  setMessageStatus: (id: number, status: MessageStatus) =>
    guarded<{ message: AdminMessage }>('PATCH', `/messages/${id}/status`, { status }),
  deleteMessage: (id: number) => guarded<unknown>('DELETE', `/messages/${id}`),

  sync: () => guarded<{ state: SyncState }>('POST', '/sync'),
  flushCache: () => guarded<{ flushed: number }>('POST', '/cache/flush'),
  system: () => guarded<SystemStatus>('GET', '/system'),
  activity: () => guarded<AdminActivity[]>('GET', '/activity'),
  analytics: (days: 1 | 7 | 30) => guarded<AnalyticsSummary>('GET', `/analytics?days=${days}`),

  teamChoices: () => getJson<TeamChoice[]>('/teams-autocomplete'),
  sessions: () => getJson<Session[]>('/sessions'),
  news: () => getJson<NewsItem[]>('/news'),
};
