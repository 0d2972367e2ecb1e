/*
 * What the site shows on demand beyond the live ranking's first screen: its time travel and strategy view
 * (on the circuit and in the reports too), and the API's refusals (packages/race/src/contract/api-errors.ts),
 * whose French messages are the API's own. Loaded with those tools and with every page but the ranking.
 */
export default {
  'time_travel.label': 'Voyage dans le temps',
  'time_travel.play': 'Lecture',
  'time_travel.pause': 'Pause',
  'time_travel.shown': 'Heure de course affichée',
  'time_travel.race_time': 'Heure de course',
  'time_travel.speed': 'Vitesse de lecture',
  'time_travel.back_to_live': 'Revenir au direct',
  'strategy.label': 'Stratégie',
  'strategy.error': 'Impossible de charger la stratégie.',
  'strategy.loading': 'Chargement de la stratégie...',
  'strategy.legend':
    '« Corrigé » : l’écart et la place une fois que chaque voiture a fait les arrêts qu’elle doit encore d’ici l’arrivée, au coût d’un arrêt dans sa catégorie ({costs}).',
  'strategy.caption_all': 'Stratégie de toutes les catégories',
  'strategy.caption_class': 'Stratégie de la catégorie {category}',
  'strategy.column.pos': 'Pos.',
  'strategy.column.stint': 'Relais',
  'strategy.column.usual_stint': 'Relais habituel',
  'strategy.column.next_stop': 'Prochain arrêt',
  'strategy.column.stops_owed': 'Arrêts restants',
  'strategy.column.adjusted_gap': 'Écart corrigé',
  'strategy.column.adjusted_pos': 'Pos. corrigée',
  'strategy.laps_short': '{laps} t.',
  'strategy.usual_stint_class': '{laps} t. (catégorie)',
  'strategy.in_pit': 'aux stands',
  'strategy.hours_minutes': '{hours} h {minutes}',
  'strategy.no_stop': 'aucun',
  'strategy.lap': 'tour {lap}',
  'strategy.places_gained': ', {count, plural, one {# place gagnée} other {# places gagnées}}',
  'strategy.places_lost': ', {count, plural, one {# place perdue} other {# places perdues}}',
} as const;
