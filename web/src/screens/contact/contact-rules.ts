import { CONTACT_ERRORS, MESSAGE_MAX_LENGTH } from '@lemans/race/contract';

/**
 * The contact form's texts and what the page adds to the rules it shares with the API (spec part 2 §2, §4,
 * §5, §8, §9). Pure, so the unit tests read them.
 */

export const SUCCESS_VISIBLE_MS = 10_000;

export const CONTACT_TEXT = {
  title: 'Contactez-nous',
  intro: 'Une question, un lien de stream à partager, une idée pour le site ? Écrivez-nous.',
  name: 'Nom',
  email: 'E-mail',
  subject: 'Sujet',
  subjectPlaceholder: 'Choisissez un sujet',
  message: 'Message',
  send: 'Envoyer',
  sending: 'Envoi en cours...',
  clear: 'Effacer',
  missingFields: CONTACT_ERRORS.missingFields,
  successTitle: 'Message envoyé avec succès !',
  successBody: 'Nous avons bien reçu votre message et vous répondrons dans les plus brefs délais.',
  errorTitle: "Erreur lors de l'envoi",
  errorFallback: "Une erreur est survenue lors de l'envoi. Veuillez réessayer.",
  streamTipsTitle: 'Partager un lien de stream',
  streamTips: [
    'Choisissez le sujet « Partage de lien stream ».',
    "Indiquez le numéro et le nom de l'équipe concernée.",
    'Collez le lien complet de la vidéo (YouTube, Twitch...).',
  ],
  feedbackTitle: 'Vos retours',
  feedbackTips: [
    'Décrivez la page et ce que vous attendiez.',
    'Pour un problème, précisez votre navigateur et votre appareil.',
    'Toutes les suggestions sont lues par notre équipe.',
  ],
  backToLive: 'Retour au live',
} as const;

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const EMPTY_DRAFT: ContactDraft = { name: '', email: '', subject: '', message: '' };

/** 'N/1000 caractères'. */
export function messageCounter(message: string): string {
  return `${message.length}/${MESSAGE_MAX_LENGTH} caractères`;
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
