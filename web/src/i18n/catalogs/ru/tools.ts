import type { Catalog } from '../../catalog-types.ts';

export default {
  'time_travel.label': 'Назад во времени',
  'time_travel.play': 'Воспроизвести',
  'time_travel.pause': 'Пауза',
  'time_travel.shown': 'Показываемое время гонки',
  'time_travel.race_time': 'Время гонки',
  'time_travel.speed': 'Скорость воспроизведения',
  'time_travel.back_to_live': 'Вернуться к прямому эфиру',
  'strategy.label': 'Стратегия',
  'strategy.error': 'Не удалось загрузить стратегию.',
  'strategy.loading': 'Загрузка стратегии...',
  'strategy.legend_window':
    'След. пит-стоп: ожидаемый круг и, в скобках, окно, в которое пит-стоп попадает в {share} случаев (измерено на других гонках).',
  'strategy.legend_adjusted':
    'Отставание с поправкой на пит-стопы: отставание на трассе плюс пит-стопы, которые автомобилю ещё предстоят до запланированного финиша, по стоимости пит-стопа в его классе ({costs}), минус те, что предстоят автомобилю впереди. Обогнать другой автомобиль может только автомобиль на трассе и только на том же круге: отстающий на круг, стоящий в боксах или остановившийся автомобиль сохраняет своё место.',
  'strategy.stint_unseen': 'Неизвестно: стинт начался до начала данных',
  'strategy.caption_all': 'Стратегия всех классов',
  'strategy.caption_class': 'Стратегия класса {category}',
  'strategy.column.pos': 'Поз.',
  'strategy.column.stint': 'Стинт',
  'strategy.column.usual_stint': 'Обычный стинт',
  'strategy.column.next_stop': 'След. пит-стоп',
  'strategy.column.stops_owed': 'Осталось пит-стопов',
  'strategy.column.adjusted_gap': 'Скорр. отст.',
  'strategy.column.adjusted_pos': 'Скорр. поз.',
  'strategy.laps_short': '{laps} кр.',
  'strategy.usual_stint_class': '{laps} кр. (класс)',
  'strategy.in_pit': 'в боксах',
  'strategy.hours_minutes': '{hours} ч {minutes}',
  'strategy.no_stop': 'нет',
  'strategy.lap': 'круг {lap}',
  'strategy.places_gained':
    ', {count, plural, one {отыграна # позиция} few {отыграны # позиции} many {отыграно # позиций} other {отыграно # позиции}}',
  'strategy.places_lost':
    ', {count, plural, one {потеряна # позиция} few {потеряны # позиции} many {потеряно # позиций} other {потеряно # позиции}}',
  'api_error.request.invalid': 'Недопустимый запрос',
  'api_error.request.unauthorized': 'Требуется аутентификация',
  'api_error.request.forbidden': 'Запрос отклонён',
  'api_error.request.not_found': 'Ресурс не найден',
  'api_error.request.method_not_allowed': 'Метод не разрешён',
  'api_error.request.conflict': 'Это действие невозможно в текущем состоянии',
  'api_error.request.too_large': 'Запрос слишком большой',
  'api_error.request.rate_limited': 'Слишком много запросов: повторите попытку чуть позже.',
  'api_error.server.internal': 'Внутренняя ошибка сервера',
  'api_error.server.unavailable': 'Сервис временно недоступен',
  'api_error.request.invalid_json': 'Тело запроса не является корректным JSON',
  'api_error.request.unsupported_encoding': 'Кодировка тела запроса не поддерживается',
  'api_error.request.unsupported_charset': 'Набор символов тела запроса не поддерживается',
  'api_error.request.aborted': 'Запрос был прерван до окончания его тела',
  'api_error.request.length_mismatch': 'Тело запроса не соответствует заявленному размеру (Content-Length)',
  'api_error.request.unreadable_compressed_body': 'Сжатое тело запроса не удаётся прочитать',
  'api_error.request.malformed_escape':
    'Неправильно закодированный адрес: недопустимая последовательность «%»',
  'api_error.server.database_unavailable':
    'База данных временно недоступна: повторите попытку через несколько секунд',
  'api_error.server.busy': 'Сервер перегружен: повторите попытку чуть позже.',
  'api_error.time_travel.too_many':
    'Слишком много запросов на возврат назад во времени: повторите попытку через несколько секунд.',
  'api_error.unknown': 'Произошла ошибка: повторите попытку чуть позже.',
  'api_error.contact.missing_fields': 'Заполните все обязательные поля',
  'api_error.contact.name_too_long':
    'Имя не должно превышать {max, plural, one {# символ} few {# символа} many {# символов} other {# символа}}',
  'api_error.contact.subject_too_long':
    'Тема не должна превышать {max, plural, one {# символ} few {# символа} many {# символов} other {# символа}}',
  'api_error.contact.message_too_long':
    'Сообщение не должно превышать {max, plural, one {# символ} few {# символа} many {# символов} other {# символа}}',
  'api_error.contact.invalid_email': 'Недопустимый адрес электронной почты',
  'api_error.contact.invalid_text': 'Сообщение содержит недопустимые символы',
  'api_error.contact.too_many':
    'Отправлено слишком много сообщений: повторите попытку через {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.',
  'api_error.contact.overloaded':
    'Форма обратной связи сейчас получает слишком много сообщений: повторите попытку через {minutes, plural, one {# минуту} few {# минуты} many {# минут} other {# минуты}}.',
} satisfies Catalog<'tools'>;
