import { AI_CONTENT_MAX_LENGTH, type AiRequest } from '@memory/contracts';

/** The explainer call for a memo's text; the prompt is the type's own (server side). */
export function explainRequest(content: string): AiRequest {
  return { type: 'explainer', prompt: '', memoContent: content.slice(0, AI_CONTENT_MAX_LENGTH) };
}
