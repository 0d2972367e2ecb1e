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
  'strategy.legend_window':
    'التوقف التالي: اللفة المتوقعة، وبين قوسين نافذة يقع فيها التوقف في {share} من الحالات (قيس على سباقات أخرى).',
  'strategy.legend_adjusted':
    'الفارق المعدَّل بالتوقفات: الفارق على الحلبة، مضافًا إليه التوقفات التي لا يزال على السيارة إجراؤها حتى النهاية المقررة بتكلفة توقف في فئتها ({costs})، مطروحًا منه ما على السيارة التي أمامها. لا تتجاوز سيارةٌ أخرى إلا إذا كانت على الحلبة، وفي اللفة نفسها فقط: السيارة المتأخرة بلفة أو في الصيانة أو المتوقفة تحتفظ بمركزها.',
  'strategy.stint_unseen': 'غير معروف: بدأت الفترة قبل بدء البيانات',
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
  'api_error.request.invalid': 'طلب غير صالح',
  'api_error.request.unauthorized': 'المصادقة مطلوبة',
  'api_error.request.forbidden': 'تم رفض الطلب',
  'api_error.request.not_found': 'المورد غير موجود',
  'api_error.request.method_not_allowed': 'الطريقة غير مسموح بها',
  'api_error.request.conflict': 'لا يمكن تنفيذ هذا الإجراء في الحالة الحالية',
  'api_error.request.too_large': 'الطلب كبير جدًا',
  'api_error.request.rate_limited': 'طلبات كثيرة جدًا: يُرجى المحاولة مرة أخرى بعد قليل.',
  'api_error.server.internal': 'خطأ داخلي في الخادم',
  'api_error.server.unavailable': 'الخدمة غير متاحة مؤقتًا',
  'api_error.request.invalid_json': 'محتوى الطلب ليس JSON صالحًا',
  'api_error.request.unsupported_encoding': 'ترميز محتوى الطلب غير مدعوم',
  'api_error.request.unsupported_charset': 'مجموعة أحرف محتوى الطلب غير مدعومة',
  'api_error.request.aborted': 'انقطع الطلب قبل اكتمال محتواه',
  'api_error.request.length_mismatch': 'حجم محتوى الطلب لا يطابق الحجم المعلن (Content-Length)',
  'api_error.request.unreadable_compressed_body': 'تعذّرت قراءة محتوى الطلب المضغوط',
  'api_error.request.malformed_escape': 'عنوان مرمَّز بشكل خاطئ: تسلسل «%» غير صالح',
  'api_error.server.database_unavailable':
    'قاعدة البيانات غير متاحة مؤقتًا: يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ',
  'api_error.server.busy': 'الخادم مشغول جدًا: يُرجى المحاولة مرة أخرى بعد قليل.',
  'api_error.time_travel.too_many': 'طلبات كثيرة جدًا للعودة بالزمن: يُرجى المحاولة مرة أخرى بعد بضع ثوانٍ.',
  'api_error.unknown': 'حدث خطأ: يُرجى المحاولة مرة أخرى بعد قليل.',
  'api_error.contact.missing_fields': 'يُرجى ملء جميع الحقول المطلوبة',
  'api_error.contact.name_too_long':
    'يجب ألا يتجاوز الاسم {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'api_error.contact.subject_too_long':
    'يجب ألا يتجاوز الموضوع {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'api_error.contact.message_too_long':
    'يجب ألا تتجاوز الرسالة {max, plural, zero {# حرف} one {حرفًا واحدًا} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
  'api_error.contact.invalid_email': 'عنوان البريد الإلكتروني غير صالح',
  'api_error.contact.invalid_text': 'تحتوي الرسالة على أحرف غير مسموح بها',
  'api_error.contact.too_many':
    'أُرسلت رسائل كثيرة جدًا: يُرجى المحاولة مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
  'api_error.contact.overloaded':
    'يتلقى نموذج الاتصال رسائل كثيرة جدًا حاليًا: يُرجى المحاولة مرة أخرى بعد {minutes, plural, zero {# دقيقة} one {دقيقة واحدة} two {دقيقتين} few {# دقائق} many {# دقيقة} other {# دقيقة}}.',
} satisfies Catalog<'tools'>;
