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
  'strategy.legend':
    '«Скорр.» (скорректированные): отставание и позиция после того, как каждый автомобиль сделает пит-стопы, которые ему ещё предстоят до финиша, по стоимости одного пит-стопа в его классе ({costs}).',
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
} satisfies Catalog<'tools'>;
