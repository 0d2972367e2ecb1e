import type { LivePhase, LiveState } from '@lemans/race/live-state';
import { haltedReplayText } from '../../stores/replay-state.ts';

/** Every French text of the home page, in one place (spec part 1 §2 "Home"). */
export const HOME_TEXT = {
  /** The hero's title while the current event is not known: no event's name rather than a wrong one. */
  heroTitleLoading: 'Course en direct',
  heroLeadOver:
    'La course est terminée : revivez le classement final, le programme de la semaine et les actualités de l’épreuve.',
  heroLeadRunning:
    'La course est en cours : suivez le classement en direct, le programme de la semaine et les actualités de l’épreuve.',
  heroLeadScheduled:
    "La course n'a pas encore commencé : découvrez les engagés, le programme de la semaine et les actualités de l’épreuve.",
  toLive: 'Suivre le live',
  toFinalClassification: 'Voir le classement final',
  toProgramme: 'Voir le programme',
  videoTitle: 'Vidéo de présentation des 24 Heures du Mans',
  unmute: 'Activer le son',
  mute: 'Couper le son',
  play: 'Lecture',
  pause: 'Pause',
  fullscreen: 'Plein écran',
  statsTitle: 'Les 24 Heures en chiffres',
  statEntries: 'Engagés',
  statCategories: 'Catégories',
  statCircuit: 'Longueur du circuit',
  statDuration: 'Durée de la course',
  quickLinks: 'Accès rapides',
  liveCard: 'Live',
  liveOn: 'En direct',
  liveOff: 'Hors session',
  programmeCard: 'Programme',
  entriesCard: 'Engagements',
  car: 'voiture',
  categoriesTitle: 'Catégories',
  entriesLoading: 'Chargement des engagements...',
  newsTitle: 'Dernières actualités',
  newsLoading: 'Chargement des actualités...',
  newsEmpty: 'Aucune actualité pour le moment',
  newBadge: 'NOUVEAU',
  readMore: 'Lire la suite',
} as const;

/**
 * The hero's lead, from the live state: the race itself, not a replay of it (a replayed race is over), is
 * running, yet to start, or over.
 */
export function heroLeadOf(state: Pick<LiveState, 'kind' | 'phase'>): string {
  if (state.kind !== 'live') return HOME_TEXT.heroLeadOver;
  if (state.phase === 'running') return HOME_TEXT.heroLeadRunning;
  return state.phase === 'scheduled' ? HOME_TEXT.heroLeadScheduled : HOME_TEXT.heroLeadOver;
}

/**
 * The hero's first button: the live pages, or once the race is over its final classification (the report's
 * « Classement » tab), which is what a visitor then comes for.
 */
export function heroActionOf(state: Pick<LiveState, 'kind' | 'phase' | 'session_id'>): {
  href: string;
  text: string;
} {
  if (state.kind === 'live' && state.phase === 'finished' && state.session_id) {
    return {
      href: `/sessions/reports/${encodeURIComponent(state.session_id)}?onglet=classement`,
      text: HOME_TEXT.toFinalClassification,
    };
  }
  return { href: '/live', text: HOME_TEXT.toLive };
}

/** The Live card: 'En direct' while a session runs, what a halted replay is, else 'Hors session'. */
export function liveCardTextOf(phase: LivePhase): string {
  if (phase === 'running') return HOME_TEXT.liveOn;
  return haltedReplayText(phase) ?? HOME_TEXT.liveOff;
}
