import { useMemo, useState } from 'react';
import { AI_CONTENT_MAX_LENGTH, parseExamQuestion, type ExamQuestion } from '@memory/contracts';
import { AI_FAILURE_TEXT, aiErrorIsRetryable, aiErrorMessage, useAiStream } from '@memory/api/ai';

export interface ExamQuiz {
  loading: boolean;
  /** The question once the stream is complete and valid. */
  question: ExamQuestion | null;
  /** Counts questions asked, so the view of a new one starts unanswered. */
  round: number;
  /** Inline failure: a failed stream, or a complete one that is not a question (never trust the wire). */
  error: string | null;
  /** Whether 重试 can help (not when AI is not configured). */
  retryable: boolean;
  ask(): void;
}

/**
 * AI 考考我: one multiple-choice question about a memo's text (type exam). A knowledge point with a 正面 or with clozes
 * sends its 正面 apart, and the server quizzes the answer, not the whole text.
 */
export function useExamQuiz(content: string, front: string | null = null): ExamQuiz {
  const stream = useAiStream();
  const [round, setRound] = useState(0);
  const question = useMemo(() => (stream.status === 'done' ? parseExamQuestion(stream.text) : null), [stream.status, stream.text]);

  let error: string | null = null;
  if (stream.status === 'error') error = aiErrorMessage(stream.error);
  else if (stream.status === 'done' && !question) error = AI_FAILURE_TEXT;

  return {
    loading: stream.status === 'streaming',
    question,
    round,
    error,
    retryable: stream.status !== 'error' || aiErrorIsRetryable(stream.error),
    ask() {
      setRound((previous) => previous + 1);
      const memoContent = content.slice(0, AI_CONTENT_MAX_LENGTH);
      void stream.start(front?.trim() ? { type: 'exam', prompt: '', memoContent, front: front.slice(0, AI_CONTENT_MAX_LENGTH) } : { type: 'exam', prompt: '', memoContent });
    },
  };
}
