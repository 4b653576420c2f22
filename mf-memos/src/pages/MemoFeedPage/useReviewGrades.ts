// Grades of today's hidden reviews: 查看, a grade (SELF) and AI 考考我's verdict (QUIZ) go to the review outbox as
// events and show at once, offline too; the grade is kept with the post in 历史 MEMOS (historyPosts) for a reload.
// A grade the server refuses is taken back and the learner is told why: the grade did not count.
import { useRef, useState } from 'react';
import { App } from 'antd';
import { HISTORY_COUNT_MAX, type Grade, type GradeSource, type Post } from '@memory/contracts';
import type { ReviewRecord } from '../../features/reviewRecord/useReviewRecord';
import type { OutboxEvent } from '../../features/reviewRecord/reviewDb';
import { historyGrades, markHistoryRevealed, readHistory, recordHistoryGrade, restoreHistoryGrade } from './historyPosts';
import { gradeTexts } from './gradeTexts';

export interface PostGrade {
  grade: Grade;
  source: GradeSource;
}

export interface ReviewGrades {
  grades: Readonly<Record<string, PostGrade>>;
  /** The unit's next due day per review id, from the server's answer to its grade. */
  nextDue: Readonly<Record<string, string | null>>;
  reveal(post: Post): void;
  grade(post: Post, grade: Grade, source?: GradeSource): void;
  /** The outbox dropped an event the server refused. */
  refused(event: OutboxEvent, message: string | null): void;
}

/** `learnt(post)` is called before each event, so 历史 MEMOS holds the post the event marks. */
export function useReviewGrades(record: ReviewRecord, learnt: (post: Post) => void): ReviewGrades {
  const { message } = App.useApp();
  const [grades, setGrades] = useState<Record<string, PostGrade>>(() => historyGrades(readHistory(HISTORY_COUNT_MAX)));
  // The grade each review had before its unconfirmed ones: what a refusal goes back to when the server's is unknown.
  const before = useRef(new Map<string, PostGrade | null>());
  const nextDue: Record<string, string | null> = {};
  for (const [reviewId, state] of Object.entries(record.states)) if (state.grade) nextDue[reviewId] = state.nextDueDay;

  return {
    grades,
    nextDue,
    reveal(post) {
      learnt(post);
      markHistoryRevealed(post);
      record.record(post.id, 'revealed');
    },
    grade(post, grade, source = 'SELF') {
      learnt(post);
      if (!before.current.has(post.id)) before.current.set(post.id, grades[post.id] ?? null);
      setGrades((current) => ({ ...current, [post.id]: { grade, source } }));
      recordHistoryGrade(post, grade, source);
      record.record(post.id, source === 'QUIZ' ? 'quizzed' : 'graded', grade);
    },
    refused(event, refusal) {
      if (event.type !== 'graded' && event.type !== 'quizzed') return;
      // Back to the last grade the server accepted, else the one shown before.
      const state = record.states[event.reviewId];
      const accepted = state?.grade ? { grade: state.grade, source: state.source ?? 'SELF' } : (before.current.get(event.reviewId) ?? null);
      before.current.delete(event.reviewId);
      setGrades(({ [event.reviewId]: _refused, ...rest }) => (accepted ? { ...rest, [event.reviewId]: accepted } : rest));
      restoreHistoryGrade(event.reviewId, accepted);
      void message.error(refusal ?? gradeTexts.failed);
    },
  };
}
