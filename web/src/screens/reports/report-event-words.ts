import type { ReportEventText, ReportOnlyCode } from '@lemans/contract';
import type { ReportEvent } from '../../api/types.ts';
import type { PagesMessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';
import { alertTextMessageOf } from '../../shell/alert-words.ts';

/*
 * The session report's events in the page's language, from the code and values the API gives each (its
 * French description is for scripts): race control's codes as its alerts read, and the report's own (pit
 * stops, lead changes), which only the report shows, from its catalog. Words no code reads are shown as
 * written, in their language.
 */

/** The message of each code only the report has: a code without it does not compile. */
const MESSAGES: Record<ReportOnlyCode, PagesMessageId> = {
  'car.pit_stop': 'report.event.message.car.pit_stop',
  'car.takes_lead': 'report.event.message.car.takes_lead',
  'car.takes_class_lead': 'report.event.message.car.takes_class_lead',
};

type ReportOnlyText = Extract<ReportEventText, { code: ReportOnlyCode }>;

const isReportOnly = (text: ReportEventText): text is ReportOnlyText => Object.hasOwn(MESSAGES, text.code);

/** The event in the page's language; else its description as written. */
export function reportEventMessageOf(event: ReportEvent): string {
  if (event.code === 'as_written') return event.description;
  return isReportOnly(event) ? t(MESSAGES[event.code], event.values) : alertTextMessageOf(event);
}

/** The language of an event shown as written; undefined for one in the page's language. */
export function reportEventLanguageOf(event: ReportEvent): string | undefined {
  return event.code === 'as_written' ? event.lang : undefined;
}
