import { Button, Flex, Typography } from 'antd';
import { GRADE_LABELS, GRADES, type Grade, type GradeSource } from '@memory/contracts';
import { gradeNote, gradeTexts } from './gradeTexts';

export interface GradeBarProps {
  grade: Grade | null;
  source: GradeSource | null;
  /** The delivery day: the grade can still be set or changed. An earlier day's grade is only shown. */
  editable: boolean;
  /** The grade being sent, if any. */
  pending: Grade | null;
  /** The unit's next due day the server gave for this grade, once known. */
  nextDue?: string | null;
  onGrade(grade: Grade): void;
}

/** Worst to best; the chosen one is filled in its colour so a glance tells how the recall went. */
const GRADE_COLOURS: Record<Grade, 'danger' | 'orange' | 'primary' | 'green'> = {
  AGAIN: 'danger',
  HARD: 'orange',
  GOOD: 'primary',
  EASY: 'green',
};

/** 忘了 / 模糊 / 记得 / 很熟 under a revealed hidden review; keys 1–4 press them (the feed's shortcuts). */
export function GradeBar({ grade, source, editable, pending, nextDue, onGrade }: GradeBarProps) {
  if (!editable) {
    return <Typography.Text type="secondary">{gradeTexts.settled(grade)}</Typography.Text>;
  }
  return (
    <Flex vertical gap={6} style={{ width: '100%' }}>
      <Flex gap="4px 12px" wrap>
        <Typography.Text type="secondary">{gradeNote(grade, source)}</Typography.Text>
        {grade && nextDue ? <Typography.Text type="secondary">{gradeTexts.nextDue(nextDue)}</Typography.Text> : null}
      </Flex>
      <div role="group" aria-label={gradeTexts.group} style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 8 }}>
        {GRADES.map((option, index) => {
          const chosen = grade === option;
          return (
            <Button
              key={option}
              data-grade={option}
              aria-pressed={chosen}
              aria-keyshortcuts={String(index + 1)}
              color={chosen ? GRADE_COLOURS[option] : 'default'}
              variant={chosen ? 'solid' : 'outlined'}
              loading={pending === option}
              disabled={pending !== null && pending !== option}
              onClick={() => onGrade(option)}
            >
              {GRADE_LABELS[option]}
              <Typography.Text type={chosen ? undefined : 'secondary'} style={{ fontSize: 12, color: chosen ? 'inherit' : undefined }} aria-hidden>
                {index + 1}
              </Typography.Text>
            </Button>
          );
        })}
      </div>
    </Flex>
  );
}
