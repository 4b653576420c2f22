import { AI_FATAL_MESSAGES, type AiFatalCode, type AiFatalError } from '@memory/contracts';

/** Ends an AI stream with the FatalError event; `detail` is for the log only (never sent). */
export class AiFailure extends Error {
  constructor(
    readonly code: AiFatalCode,
    readonly detail?: string,
  ) {
    super(AI_FATAL_MESSAGES[code]);
    this.name = 'AiFailure';
  }

  toEvent(): AiFatalError {
    return { code: this.code, message: this.message };
  }
}
