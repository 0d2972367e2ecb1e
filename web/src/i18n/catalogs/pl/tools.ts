import type { Catalog } from '../../catalog-types.ts';

export default {
  'time_travel.label': 'Cofanie w czasie',
  'time_travel.play': 'Odtwórz',
  'time_travel.pause': 'Pauza',
  'time_travel.shown': 'Wyświetlany czas wyścigu',
  'time_travel.race_time': 'Czas wyścigu',
  'time_travel.speed': 'Prędkość odtwarzania',
  'time_travel.back_to_live': 'Wróć do transmisji na żywo',
  'strategy.label': 'Strategia',
  'strategy.error': 'Nie udało się wczytać strategii.',
  'strategy.loading': 'Wczytywanie strategii...',
  'strategy.legend':
    '„Skoryg.” (skorygowane): strata i pozycja po tym, jak każdy samochód wykona pit stopy, które musi jeszcze odbyć do mety, przy koszcie jednego postoju w jego klasie ({costs}).',
  'strategy.caption_all': 'Strategia wszystkich klas',
  'strategy.caption_class': 'Strategia klasy {category}',
  'strategy.column.pos': 'Poz.',
  'strategy.column.stint': 'Stint',
  'strategy.column.usual_stint': 'Typowy stint',
  'strategy.column.next_stop': 'Następny postój',
  'strategy.column.stops_owed': 'Pozostałe postoje',
  'strategy.column.adjusted_gap': 'Strata skoryg.',
  'strategy.column.adjusted_pos': 'Poz. skoryg.',
  'strategy.laps_short': '{laps} okr.',
  'strategy.usual_stint_class': '{laps} okr. (klasa)',
  'strategy.in_pit': 'w boksie',
  'strategy.hours_minutes': '{hours} h {minutes}',
  'strategy.no_stop': 'brak',
  'strategy.lap': 'okr. {lap}',
  'strategy.places_gained':
    ', awans o {count, plural, one {# pozycję} few {# pozycje} many {# pozycji} other {# pozycji}}',
  'strategy.places_lost':
    ', spadek o {count, plural, one {# pozycję} few {# pozycje} many {# pozycji} other {# pozycji}}',
} satisfies Catalog<'tools'>;
