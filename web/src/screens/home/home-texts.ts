import type { LiveState } from '@lemans/contract/live-state';
import { textsOf } from '../../i18n/texts-of.ts';

/** Every text of the home page, in one place (spec part 1 §2 "Home"). */
export const HOME_TEXT = textsOf({
  /** The hero's title while the current event is not known: no event's name rather than a wrong one. */
  heroTitleLoading: 'home.hero_title_loading',
  heroLeadOver: 'home.hero_lead_over',
  heroLeadRunning: 'home.hero_lead_running',
  heroLeadScheduled: 'home.hero_lead_scheduled',
  toLive: 'home.to_live',
  toFinalClassification: 'home.to_final_classification',
  toProgramme: 'home.to_programme',
  videoTitle: 'home.video_title',
  unmute: 'home.unmute',
  mute: 'home.mute',
  play: 'home.play',
  pause: 'home.pause',
  fullscreen: 'home.fullscreen',
  statsTitle: 'home.stats_title',
  statEntries: 'home.stat_entries',
  statCategories: 'home.stat_categories',
  statCircuit: 'home.stat_circuit',
  statDuration: 'home.stat_duration',
  quickLinks: 'home.quick_links',
  liveCard: 'home.live_card',
  programmeCard: 'home.programme_card',
  entriesCard: 'home.entries_card',
  categoriesTitle: 'home.categories_title',
  entriesLoading: 'home.entries_loading',
  newsTitle: 'home.news_title',
  newsLoading: 'home.news_loading',
  newsEmpty: 'home.news_empty',
  newBadge: 'home.new_badge',
  readMore: 'home.read_more',
});

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
