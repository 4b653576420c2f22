// streamCardBuilder as pages import it: the client and fetch-event-source load on the first run.
import type { CardBuilderStreamOptions, CardBuilderStreamOutcome, CardBuilderStreamStart } from './cardBuilderStreamOptions';

export async function streamCardBuilder(start: CardBuilderStreamStart, options: CardBuilderStreamOptions): Promise<CardBuilderStreamOutcome> {
  const client = await import('./streamCardBuilder');
  return client.streamCardBuilder(start, options);
}
