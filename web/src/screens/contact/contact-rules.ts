import { MESSAGE_MAX_LENGTH } from '@lemans/race/contract';
import { t } from '../../i18n/i18n.ts';
import { textsOf } from '../../i18n/texts-of.ts';

/**
 * The contact form's texts and what the page adds to the rules it shares with the API (spec part 2 §2, §4,
 * §5, §8, §9). Pure, so the unit tests read them.
 */

export const SUCCESS_VISIBLE_MS = 10_000;

export const CONTACT_TEXT = textsOf({
  title: 'contact.title',
  intro: 'contact.intro',
  name: 'contact.name',
  email: 'contact.email',
  subject: 'contact.subject',
  subjectPlaceholder: 'contact.subject_placeholder',
  message: 'contact.message',
  send: 'contact.send',
  sending: 'contact.sending',
  clear: 'contact.clear',
  missingFields: 'contact.missing_fields',
  successTitle: 'contact.success_title',
  successBody: 'contact.success_body',
  errorTitle: 'contact.error_title',
  errorFallback: 'contact.error_fallback',
  streamTipsTitle: 'contact.stream_tips_title',
  streamTip1: 'contact.stream_tip_1',
  streamTip2: 'contact.stream_tip_2',
  streamTip3: 'contact.stream_tip_3',
  feedbackTitle: 'contact.feedback_title',
  feedbackTip1: 'contact.feedback_tip_1',
  feedbackTip2: 'contact.feedback_tip_2',
  feedbackTip3: 'contact.feedback_tip_3',
  backToLive: 'contact.back_to_live',
});

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_DRAFT: ContactDraft = { name: '', email: '', subject: '', message: '' };

/** 'N/1000 caractères'. */
export function messageCounter(message: string): string {
  return t('contact.counter', { length: message.length, max: MESSAGE_MAX_LENGTH });
}

/** The payload of POST /api/messages; a blank subject is left to the server's default. */
export function contactPayload(draft: ContactDraft): ContactDraft {
  return {
    name: draft.name.trim(),
    email: draft.email.trim(),
    subject: draft.subject.trim(),
    message: draft.message.trim(),
  };
}

/** The server's own French error when it gave one, the generic one otherwise (spec part 2 §8). */
export function sendErrorText(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const error = (body as { error: unknown }).error;
    if (typeof error === 'string' && error.trim() !== '') return error;
  }
  return CONTACT_TEXT.errorFallback;
}
