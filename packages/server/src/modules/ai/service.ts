// What each AI request type does with the provider: stream through, or (exam) check first.
import type { AiRequest } from '@memory/contracts';
import type { AiSettings } from '../../config';
import { extractExamQuestion } from './exam';
import { AiFailure } from './failures';
import { buildMessages, type ChatMessage } from './prompts';
import { openAiCompatibleProvider, type ChatProvider } from './provider';

/** exam: one retry on malformed output, then AI_BAD_OUTPUT. */
const EXAM_ATTEMPTS = 2;

export interface AiService {
  /** The text to send, piece by piece; throws AiFailure. Aborting `signal` stops the upstream call. */
  stream(request: AiRequest, signal: AbortSignal): AsyncIterable<string>;
  /**
   * Another module's own conversation (AI 制卡 writes its prompts in its module), on the card builder's model; the
   * reply piece by piece. Throws AiFailure (AI_NOT_CONFIGURED first of all).
   */
  writeCards(messages: ChatMessage[], signal: AbortSignal): AsyncIterable<string>;
  /** Whether writeCards has a model to ask (AI_BASE_URL set): AI 制卡 says so before a run, not after it fails. */
  readonly cardsConfigured: boolean;
}

export function createAiService(settings: AiSettings): AiService {
  const baseUrl = settings.baseUrl;
  const provider: ChatProvider | undefined = baseUrl ? openAiCompatibleProvider({ ...settings, baseUrl }) : undefined;
  const cardProvider: ChatProvider | undefined =
    baseUrl && settings.cardBuilderModel && settings.cardBuilderModel !== settings.model ? openAiCompatibleProvider({ ...settings, baseUrl, model: settings.cardBuilderModel }) : provider;

  return {
    cardsConfigured: cardProvider !== undefined,
    async *writeCards(messages, signal) {
      if (!cardProvider) throw new AiFailure('AI_NOT_CONFIGURED');
      yield* cardProvider.stream(messages, signal);
    },
    async *stream(request, signal) {
      if (!provider) throw new AiFailure('AI_NOT_CONFIGURED');
      const messages = buildMessages(request);
      if (request.type !== 'exam') {
        yield* provider.stream(messages, signal);
        return;
      }
      // The browser renders the question only once it is whole and valid, so nothing is sent until then.
      let output = '';
      for (let attempt = 1; attempt <= EXAM_ATTEMPTS; attempt += 1) {
        output = '';
        for await (const text of provider.stream(messages, signal)) output += text;
        const question = extractExamQuestion(output);
        if (question) {
          yield JSON.stringify(question);
          return;
        }
      }
      throw new AiFailure('AI_BAD_OUTPUT', `exam output invalid ${EXAM_ATTEMPTS} times; last: ${output.slice(0, 300)}`);
    },
  };
}
