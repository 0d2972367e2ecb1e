/** Video streams as GET /api/streams and the admin's /api/admin/streams answer them (spec part 2 §3, §5). */

export const STREAM_STATUSES = ['inactive', 'live', 'replay'] as const;

/** The stream form's limits, checked by the API and announced by the form's fields (spec part 2 §5). */
export const STREAM_LIMITS = Object.freeze({
  /** Race numbers are text of 1 to 4 digits: "007" is not "7". */
  teamNumberPattern: '\\d{1,4}',
  teamName: 100,
  url: 500,
  title: 150,
  description: 500,
  category: 40,
  maxPriority: 100,
});
export type StreamStatus = (typeof STREAM_STATUSES)[number];

/** An active stream, as the public pages read it. */
export interface Stream {
  id: number;
  team_number: string;
  team_name: string;
  stream_title: string | null;
  stream_description: string | null;
  stream_url: string;
  is_active: boolean;
  status: StreamStatus;
  priority: number;
  category: string | null;
}

/** Any configured stream, with when it was added and last changed (the admin list). */
export interface AdminStream extends Stream {
  created_at: string;
  updated_at: string;
}

export interface StreamStats {
  total: number;
  active: number;
}

/** A choice of the stream form's team autocomplete (GET /api/teams-autocomplete). */
export interface TeamChoice {
  team_number: string;
  team_name: string;
  car_name: string;
}

/** The body of POST and PUT /api/admin/streams as the admin form sends it; the other fields default. */
export interface StreamBody {
  team_number: string;
  team_name: string;
  stream_url: string;
  stream_title: string | null;
  status: StreamStatus;
  is_active: boolean;
}
