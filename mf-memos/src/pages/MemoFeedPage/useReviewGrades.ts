// Grades of today's hidden reviews (issue 16): 查看 tells the server, a grade (SELF or AI 考考我's QUIZ) is sent
// after the reveal it needs, and what the server accepted is kept with the delivery in the browser (historyPosts).
import { useRef, useState } from 'react';
import { App } from 'antd';
import { HISTORY_COUNT_MAX, type Grade, type GradeSource, type Post } from '@memory/contracts';
import { apiErrorMessage, useGradeReviewMutation, useRevealReviewMutation } from '@memory/api';
import { historyGrades, markHistoryRevealed, readHistory, recordHistoryGrade } from './historyPosts';
import { gradeTexts } from './gradeTexts';

export interface PostGrade {
  grade: Grade;
  source: GradeSource;
}

export interface ReviewGrades {
  grades: Readonly<Record<string, PostGrade>>;
  /** The grade being sent per review id. */
  pending: Readonly<Record<string, Grade>>;
  reveal(post: Post): void;
  grade(post: Post, grade: Grade, source?: GradeSource): Promise<void>;
}

export function useReviewGrades(): ReviewGrades {
  const { message } = App.useApp();
  const [revealReview] = useRevealReviewMutation();
  const [gradeReview] = useGradeReviewMutation();
  const [grades, setGrades] = useState<Record<string, PostGrade>>(() => historyGrades(readHistory(HISTORY_COUNT_MAX)));
  const [pending, setPending] = useState<Record<string, Grade>>({});
  // Each review's reveal call, so a SELF grade pressed right after 查看 waits for it; false when it failed.
  const reveals = useRef(new Map<string, Promise<boolean>>());

  const sendReveal = (post: Post) => {
    const sent = revealReview(post.id)
      .unwrap()
      .then(() => true)
      .catch(() => false);
    reveals.current.set(post.id, sent);
    return sent;
  };

  return {
    grades,
    pending,
    reveal(post) {
      markHistoryRevealed(post);
      void sendReveal(post);
    },
    async grade(post, grade, source = 'SELF') {
      setPending((current) => ({ ...current, [post.id]: grade }));
      try {
        // A failed 查看 is sent again before a SELF grade (a QUIZ grade reveals by itself).
        if (source === 'SELF' && (await reveals.current.get(post.id)) === false) await sendReveal(post);
        const state = await gradeReview({ reviewId: post.id, grade, source }).unwrap();
        const accepted = { grade: state.grade ?? grade, source: state.source ?? source };
        setGrades((current) => ({ ...current, [post.id]: accepted }));
        recordHistoryGrade(post, accepted.grade, accepted.source);
      } catch (error) {
        void message.error(apiErrorMessage(error, gradeTexts.failed));
      } finally {
        setPending(({ [post.id]: _sent, ...rest }) => rest);
      }
    },
  };
}
