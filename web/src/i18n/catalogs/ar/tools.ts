import type { Catalog } from '../../catalog-types.ts';

export default {
  'time_travel.label': 'العودة بالزمن',
  'time_travel.play': 'تشغيل',
  'time_travel.pause': 'إيقاف مؤقت',
  'time_travel.shown': 'وقت السباق المعروض',
  'time_travel.race_time': 'وقت السباق',
  'time_travel.speed': 'سرعة التشغيل',
  'time_travel.back_to_live': 'العودة إلى البث المباشر',
  'strategy.label': 'الاستراتيجية',
  'strategy.error': 'تعذّر تحميل الاستراتيجية.',
  'strategy.loading': 'جارٍ تحميل الاستراتيجية...',
  'strategy.legend':
    '«المعدَّل»: الفارق والمركز بعد أن تُجري كل سيارة التوقفات المتبقية عليها حتى النهاية، بتكلفة توقف واحد في فئتها ({costs}).',
  'strategy.caption_all': 'استراتيجية جميع الفئات',
  'strategy.caption_class': 'استراتيجية فئة {category}',
  'strategy.column.pos': 'المركز',
  'strategy.column.stint': 'الفترة',
  'strategy.column.usual_stint': 'الفترة المعتادة',
  'strategy.column.next_stop': 'التوقف التالي',
  'strategy.column.stops_owed': 'توقفات متبقية',
  'strategy.column.adjusted_gap': 'الفارق المعدَّل',
  'strategy.column.adjusted_pos': 'المركز المعدَّل',
  'strategy.laps_short':
    '{laps, plural, zero {# لفة} one {# لفة} two {# لفة} few {# لفات} many {# لفة} other {# لفة}}',
  'strategy.usual_stint_class':
    '{laps, plural, zero {# لفة} one {# لفة} two {# لفة} few {# لفات} many {# لفة} other {# لفة}} (الفئة)',
  'strategy.in_pit': 'في الصيانة',
  'strategy.hours_minutes': '{hours} س {minutes} د',
  'strategy.no_stop': 'لا يوجد',
  'strategy.lap': 'اللفة {lap}',
  'strategy.places_gained':
    '، تقدّم {count, plural, zero {# مركز} one {مركزًا واحدًا} two {مركزين} few {# مراكز} many {# مركزًا} other {# مركز}}',
  'strategy.places_lost':
    '، تراجع {count, plural, zero {# مركز} one {مركزًا واحدًا} two {مركزين} few {# مراكز} many {# مركزًا} other {# مركز}}',
} satisfies Catalog<'tools'>;
