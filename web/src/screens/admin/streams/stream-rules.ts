import type { AdminStream, StreamBody, StreamStatus, TeamChoice } from '@lemans/contract';
import { errorText } from '../../../api/error-text.ts';
import { ApiError } from '../../../api/http.ts';
import type { AdminMessageId } from '../../../i18n/catalog-types.ts';
import { t } from '../../../i18n/i18n.ts';
import { choicesOf, textsOf } from '../../../i18n/texts-of.ts';

/** The stream management's rules and texts (spec part 2 §2, §4, §5, §8). Pure, read by the unit tests. */

export const STREAM_TEXT = textsOf({
  title: 'admin.streams.title',
  intro: 'admin.streams.intro',
  addTitle: 'admin.streams.add_title',
  editTitle: 'admin.streams.edit_title',
  add: 'admin.streams.add',
  save: 'admin.streams.save',
  saving: 'admin.streams.saving',
  cancelEdit: 'admin.streams.cancel_edit',
  listTitle: 'admin.streams.list_title',
  empty: 'admin.streams.empty',
  added: 'admin.streams.added',
  edited: 'admin.streams.edited',
  deleted: 'admin.streams.deleted',
  loadError: 'admin.streams.load_error',
  saveError: 'admin.streams.save_error',
  toggleError: 'admin.streams.toggle_error',
  deleteError: 'admin.streams.delete_error',
  replayHint: 'admin.streams.replay_hint',
  viewReplay: 'admin.streams.view_replay',
  activate: 'admin.streams.activate',
  deactivate: 'admin.streams.deactivate',
  edit: 'admin.streams.edit',
  remove: 'admin.streams.remove',
  toLive: 'admin.streams.to_live',
});

export const STATUS_OPTIONS = choicesOf<StreamStatus>([
  { value: 'inactive', label: 'admin.streams.status_inactive' },
  { value: 'live', label: 'admin.streams.status_live' },
  { value: 'replay', label: 'admin.streams.status_replay' },
]);

const STATUS_BADGES: Record<StreamStatus, { icon: string; text: AdminMessageId }> = {
  inactive: { icon: '⏸️', text: 'admin.streams.status_inactive' },
  live: { icon: '🔴', text: 'admin.streams.badge_live' },
  replay: { icon: '🎬', text: 'admin.streams.status_replay' },
};

/** The stream's badges: its status, then « Masqué » when the public does not see it. */
export function badgesOf(stream: Pick<AdminStream, 'status' | 'is_active'>): string[] {
  const badge = STATUS_BADGES[stream.status] ?? STATUS_BADGES.inactive;
  const status = `${badge.icon} ${t(badge.text)}`;
  return stream.is_active ? [status] : [status, `🔒 ${t('admin.streams.badge_hidden')}`];
}

export const deleteConfirmation = (teamNumber: string) =>
  t('admin.streams.delete_confirmation', { number: teamNumber });

/** The public replays page, searching for the team. */
export const replayHref = (teamNumber: string) => `/replays?team=${encodeURIComponent(teamNumber)}`;

/** The form's fields, as typed. */
export interface StreamDraft {
  team_number: string;
  team_name: string;
  stream_url: string;
  stream_title: string;
  status: StreamStatus;
  is_active: boolean;
}

export const EMPTY_DRAFT: StreamDraft = {
  team_number: '',
  team_name: '',
  stream_url: '',
  stream_title: '',
  status: 'inactive',
  is_active: true,
};

export function draftOf(stream: AdminStream): StreamDraft {
  return {
    team_number: stream.team_number,
    team_name: stream.team_name,
    stream_url: stream.stream_url,
    stream_title: stream.stream_title ?? '',
    status: stream.status,
    is_active: stream.is_active,
  };
}

/** What the API receives: trimmed, the optional title null when empty. */
export function inputOf(draft: StreamDraft): StreamBody {
  return {
    team_number: draft.team_number.trim(),
    team_name: draft.team_name.trim(),
    stream_url: draft.stream_url.trim(),
    stream_title: draft.stream_title.trim() || null,
    status: draft.status,
    is_active: draft.is_active,
  };
}

/** 'Erreur lors de la sauvegarde', then the server's reason when it gave one (a validation error). */
export function saveErrorText(err: unknown): string {
  return err instanceof ApiError && err.status < 500 && err.answer.code !== null
    ? t('admin.streams.save_error_reason', { reason: errorText(err) })
    : STREAM_TEXT.saveError;
}

export const AUTOCOMPLETE_LIMIT = 8;

/** The teams whose number starts with, or whose team or car name contains, what was typed. */
export function matchTeams(choices: readonly TeamChoice[], query: string): TeamChoice[] {
  const typed = query.trim().replace(/^#/, '').toLocaleLowerCase('fr');
  if (!typed) return [];
  return choices
    .filter(
      (choice) =>
        choice.team_number.startsWith(typed) ||
        choice.team_name.toLocaleLowerCase('fr').includes(typed) ||
        choice.car_name.toLocaleLowerCase('fr').includes(typed),
    )
    .slice(0, AUTOCOMPLETE_LIMIT);
}
