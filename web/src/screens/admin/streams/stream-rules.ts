import type { AdminStream, StreamBody, StreamStatus, TeamChoice } from '@lemans/race/contract';
import { ApiError } from '../../../api/http.ts';

/** The stream management's rules and texts (spec part 2 §2, §4, §5, §8). Pure, read by the unit tests. */

export const STREAM_TEXT = {
  title: 'Streams Live',
  intro: 'Les liens vidéo des équipes : en direct sur la page Live, en replay sur la page Replays.',
  addTitle: 'Ajouter un stream',
  editTitle: 'Modifier le stream',
  add: 'Ajouter le stream',
  save: 'Enregistrer',
  saving: 'Enregistrement...',
  cancelEdit: 'Annuler la modification',
  listTitle: 'Streams configurés',
  empty: 'Aucun stream configuré',
  added: 'Stream ajouté avec succès!',
  edited: 'Stream modifié avec succès!',
  deleted: 'Stream supprimé avec succès!',
  loadError: 'Erreur lors du chargement des streams',
  saveError: 'Erreur lors de la sauvegarde',
  toggleError: 'Erreur lors du changement de statut',
  deleteError: 'Erreur lors de la suppression',
  replayHint: 'Replay disponible',
  viewReplay: 'Voir Replay',
  activate: 'Activer',
  deactivate: 'Désactiver',
  edit: 'Modifier',
  remove: 'Supprimer',
  toLive: 'Voir la page Live',
} as const;

export const STATUS_OPTIONS: readonly { value: StreamStatus; label: string }[] = [
  { value: 'inactive', label: 'Inactif' },
  { value: 'live', label: 'En direct' },
  { value: 'replay', label: 'Replay' },
];

const STATUS_BADGES: Record<StreamStatus, string> = {
  inactive: '⏸️ Inactif',
  live: '🔴 En Direct',
  replay: '🎬 Replay',
};
export const HIDDEN_BADGE = '🔒 Masqué';

/** The stream's badges: its status, then 'Masqué' when the public does not see it. */
export function badgesOf(stream: Pick<AdminStream, 'status' | 'is_active'>): string[] {
  const status = STATUS_BADGES[stream.status] ?? STATUS_BADGES.inactive;
  return stream.is_active ? [status] : [status, HIDDEN_BADGE];
}

export const deleteConfirmation = (teamNumber: string) =>
  `Êtes-vous sûr de vouloir supprimer le stream de l'équipe #${teamNumber} ?`;

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
  return err instanceof ApiError && err.status < 500 && !/^Erreur \d+$/.test(err.message)
    ? `${STREAM_TEXT.saveError} : ${err.message}`
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
