// The words around a grade. The grade names themselves are GRADE_LABELS in @memory/contracts.
import { DEFAULT_GRADE, GRADE_LABELS, type Grade, type GradeSource } from '@memory/contracts';

export const gradeTexts = {
  group: '评分',
  /** Before any grade: what happens if the learner does not answer. */
  ask: `回想得怎么样？不评分按「${GRADE_LABELS[DEFAULT_GRADE]}」计`,
  byQuiz: (grade: Grade) => `AI 考考我已评为「${GRADE_LABELS[grade]}」，当天可以修改`,
  bySelf: '已评分，当天可以修改',
  /** A delivery of an earlier day: the grade is settled. */
  settled: (grade: Grade | null) => (grade ? `评分：${GRADE_LABELS[grade]}` : `未评分，按「${GRADE_LABELS[DEFAULT_GRADE]}」计`),
  failed: '评分失败',
  /** From the server's answer to a grade: the unit's next review day (YYYY-MM-DD, shown as 12月3日). */
  nextDue: (day: string) => `下次复习：${Number(day.slice(5, 7))}月${Number(day.slice(8, 10))}日`,
} as const;

export function gradeNote(grade: Grade | null, source: GradeSource | null): string {
  if (!grade) return gradeTexts.ask;
  return source === 'QUIZ' ? gradeTexts.byQuiz(grade) : gradeTexts.bySelf;
}
