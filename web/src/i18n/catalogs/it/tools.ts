import type { Catalog } from '../../catalog-types.ts';

export default {
  'time_travel.label': 'Viaggio nel tempo',
  'time_travel.play': 'Riproduci',
  'time_travel.pause': 'Pausa',
  'time_travel.shown': 'Tempo di gara mostrato',
  'time_travel.race_time': 'Tempo di gara',
  'time_travel.speed': 'Velocità di riproduzione',
  'time_travel.back_to_live': 'Torna alla diretta',
  'strategy.label': 'Strategia',
  'strategy.error': 'Impossibile caricare la strategia.',
  'strategy.loading': 'Caricamento della strategia...',
  'strategy.legend':
    '«Corretto»: il distacco e la posizione una volta che ogni vettura avrà fatto le soste che le restano fino all’arrivo, contando quanto costa una sosta nella sua classe ({costs}).',
  'strategy.caption_all': 'Strategia di tutte le classi',
  'strategy.caption_class': 'Strategia della classe {category}',
  'strategy.column.pos': 'Pos.',
  'strategy.column.stint': 'Stint',
  'strategy.column.usual_stint': 'Stint abituale',
  'strategy.column.next_stop': 'Prossima sosta',
  'strategy.column.stops_owed': 'Soste rimanenti',
  'strategy.column.adjusted_gap': 'Distacco corretto',
  'strategy.column.adjusted_pos': 'Pos. corretta',
  'strategy.laps_short': '{laps} g.',
  'strategy.usual_stint_class': '{laps} g. (classe)',
  'strategy.in_pit': 'ai box',
  'strategy.hours_minutes': '{hours} h {minutes}',
  'strategy.no_stop': 'nessuna',
  'strategy.lap': 'giro {lap}',
  'strategy.places_gained':
    ', {count, plural, one {# posizione guadagnata} many {# posizioni guadagnate} other {# posizioni guadagnate}}',
  'strategy.places_lost':
    ', {count, plural, one {# posizione persa} many {# posizioni perse} other {# posizioni perse}}',
} satisfies Catalog<'tools'>;
