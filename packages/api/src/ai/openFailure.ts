// A stream the server refused before it opened (a JSON ApiError, or an OK answer that is not an event stream): the
// error both stream clients reject with. Never retried.
import { isApiError } from '@memory/contracts';
// The package's own root: only the shared '@memory/api' singleton holds the page's auth bridge.
import { signInAgain } from '@memory/api';
import { AI_FAILURE_TEXT, AiStreamError } from './errors';

/** `fieldFirst`: the refused field's message rather than the general one (AI 制卡 shows the server's words). */
export async function openFailure(response: Response, { fieldFirst = false }: { fieldFirst?: boolean } = {}): Promise<AiStreamError> {
  if (response.ok) return new AiStreamError('fatal', 'BAD_CONTENT_TYPE', AI_FAILURE_TEXT);
  const body: unknown = await response.json().catch(() => null);
  const code = isApiError(body) ? body.code : `HTTP_${response.status}`;
  const fieldMessage = fieldFirst && isApiError(body) ? Object.values(body.fields ?? {})[0] : undefined;
  const message = isApiError(body) ? (fieldMessage ?? body.message) : AI_FAILURE_TEXT;
  if (response.status === 401) {
    signInAgain();
    return new AiStreamError('unauthorised', code, message);
  }
  if (code === 'PREMIUM_REQUIRED') return new AiStreamError('premium-required', code, message);
  if (response.status === 429) return new AiStreamError('rate-limited', code, message);
  return new AiStreamError('fatal', code, message);
}
