// streamAi as screens import it: the client itself (and fetch-event-source after it) loads on the first call, so a
// page with an AI button does not carry it in its first load.
import type { AiRequest } from '@memory/contracts';
import type { StreamAiOptions } from './streamOptions';

/** Resolves with the full text once a chunk says STOP (see ./streamAi for the rules). */
export async function streamAi(request: AiRequest, options: StreamAiOptions): Promise<string> {
  const client = await import('./streamAi');
  return client.streamAi(request, options);
}
