import { type ContactDraft, sendErrorText } from './contact-rules.ts';

/** POST /api/messages: resolves when the message is stored, rejects with the text the error panel shows. */
export async function sendMessage(payload: ContactDraft): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/messages', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(payload),
    });
  } catch {
    throw new Error(sendErrorText(null));
  }
  const body: unknown = await response.json().catch(() => null);
  const success =
    typeof body === 'object' && body !== null && (body as { success?: unknown }).success === true;
  if (!response.ok || !success) throw new Error(sendErrorText(body));
}
