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
  'strategy.legend_window':
    'Następny postój: przewidywane okrążenie i, w nawiasie, okno, w którym postój wypada w {share} przypadków (zmierzone na innych wyścigach).',
  'strategy.legend_adjusted':
    'Strata skorygowana o postoje: strata na torze plus postoje, które samochód musi jeszcze odbyć do planowanej mety, liczone kosztem postoju w jego klasie ({costs}), minus te, które musi jeszcze odbyć samochód przed nim. Tylko samochód na torze wyprzedza inny i tylko na tym samym okrążeniu: samochód zdublowany, w boksie lub zatrzymany zachowuje swoje miejsce.',
  'strategy.stint_unseen': 'Nieznany: stint zaczął się przed początkiem danych',
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
  'api_error.request.invalid': 'Nieprawidłowe żądanie',
  'api_error.request.unauthorized': 'Wymagane uwierzytelnienie',
  'api_error.request.forbidden': 'Żądanie odrzucone',
  'api_error.request.not_found': 'Nie znaleziono zasobu',
  'api_error.request.method_not_allowed': 'Niedozwolona metoda',
  'api_error.request.conflict': 'Ta operacja nie jest możliwa w obecnym stanie',
  'api_error.request.too_large': 'Żądanie jest zbyt duże',
  'api_error.request.rate_limited': 'Zbyt wiele żądań: spróbuj ponownie za chwilę.',
  'api_error.server.internal': 'Wewnętrzny błąd serwera',
  'api_error.server.unavailable': 'Usługa chwilowo niedostępna',
  'api_error.request.invalid_json': 'Treść żądania nie jest prawidłowym JSON-em',
  'api_error.request.unsupported_encoding': 'Kodowanie treści żądania nie jest obsługiwane',
  'api_error.request.unsupported_charset': 'Zestaw znaków treści żądania nie jest obsługiwany',
  'api_error.request.aborted': 'Żądanie zostało przerwane przed końcem jego treści',
  'api_error.request.length_mismatch': 'Treść żądania nie ma zapowiedzianego rozmiaru (Content-Length)',
  'api_error.request.unreadable_compressed_body': 'Skompresowana treść żądania jest nieczytelna',
  'api_error.request.malformed_escape': 'Błędnie zakodowany adres: nieprawidłowa sekwencja „%”',
  'api_error.server.database_unavailable':
    'Baza danych chwilowo niedostępna: spróbuj ponownie za kilka sekund',
  'api_error.server.busy': 'Serwer jest mocno obciążony: spróbuj ponownie za chwilę.',
  'api_error.time_travel.too_many': 'Zbyt wiele żądań cofania w czasie: spróbuj ponownie za kilka sekund.',
  'api_error.unknown': 'Wystąpił błąd: spróbuj ponownie za chwilę.',
  'api_error.contact.missing_fields': 'Wypełnij wszystkie wymagane pola',
  'api_error.contact.name_too_long':
    'Imię i nazwisko nie może przekraczać {max, plural, one {# znaku} few {# znaków} many {# znaków} other {# znaku}}',
  'api_error.contact.subject_too_long':
    'Temat nie może przekraczać {max, plural, one {# znaku} few {# znaków} many {# znaków} other {# znaku}}',
  'api_error.contact.message_too_long':
    'Wiadomość nie może przekraczać {max, plural, one {# znaku} few {# znaków} many {# znaków} other {# znaku}}',
  'api_error.contact.invalid_email': 'Nieprawidłowy adres e-mail',
  'api_error.contact.invalid_text': 'Wiadomość zawiera niedozwolone znaki',
  'api_error.contact.too_many':
    'Wysłano zbyt wiele wiadomości: spróbuj ponownie za {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}.',
  'api_error.contact.overloaded':
    'Formularz kontaktowy otrzymuje teraz zbyt wiele wiadomości: spróbuj ponownie za {minutes, plural, one {# minutę} few {# minuty} many {# minut} other {# minuty}}.',
} satisfies Catalog<'tools'>;
