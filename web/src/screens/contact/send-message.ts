import { errorAnswerOf } from '../../api/error-answer.ts';
import { ApiError } from '../../api/http.ts';
import type { ContactDraft } from './contact-rules.ts';

/**
 * POST /api/messages: resolves when the message is stored; rejects with the API's refusal (an ApiError)
 * or, when the network failed, with the browser's error.
 */
export async function sendMessage(payload: ContactDraft): Promise<void> {
  const response = await fetch('/api/messages', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(payload),
  });
  const body: unknown = await response.json().catch(() => null);
  const success =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (!response.ok || !success) throw new ApiError(errorAnswerOf(body), response.status);
}
