// The types of AI 制卡's stream, apart from its implementation (loaded on first use, see lazyStreamCardBuilder).
import type { CardBuilderRun, CardBuilderRunSummary, CardProposal, CreateCardBuilderRunBody } from '@memory/contracts';
import type { AiStreamError } from './errors';

/** A new run from material, or 继续生成 of a stopped one. */
export type CardBuilderStreamStart = { kind: 'new'; body: CreateCardBuilderRunBody } | { kind: 'continue'; runId: string };

export interface CardBuilderStreamOptions {
  /** First: the run with its source, passages and the cards it already has. */
  onRun(run: CardBuilderRun): void;
  /** Each card as soon as the server has checked and kept it. */
  onProposal(proposal: CardProposal): void;
  /** The model has answered this passage. */
  onPassage(index: number): void;
  /** Aborting closes the request (the server stops the run: 继续生成 goes on later) and rejects with an AbortError. */
  signal?: AbortSignal;
}

export interface CardBuilderStreamOutcome {
  /** The run as the stream ended: DONE, CANCELLED, FAILED… */
  run: CardBuilderRunSummary;
  /** FAILED: what the server said went wrong. */
  failure: AiStreamError | null;
}
