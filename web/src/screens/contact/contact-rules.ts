import { CONTACT_SUBJECTS, type ContactSubject, MESSAGE_MAX_LENGTH } from '@lemans/contract';
import type { MessageId } from '../../i18n/catalog-types.ts';
import { t } from '../../i18n/i18n.ts';
import { choicesOf, textsOf } from '../../i18n/texts-of.ts';

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

const SUBJECT_LABELS: Readonly<Record<ContactSubject, MessageId>> = {
  general: 'contact.subject_option.general',
  stream_link: 'contact.subject_option.stream_link',
  improvement: 'contact.subject_option.improvement',
  problem: 'contact.subject_option.problem',
  other: 'contact.subject_option.other',
};

/** The subjects offered, each named in the page's language; the value sent is the French one the admin reads. */
export const SUBJECT_CHOICES = choicesOf(
  Object.entries(CONTACT_SUBJECTS).map(([key, value]) => ({
    value,
    label: SUBJECT_LABELS[key as ContactSubject],
  })),
);
