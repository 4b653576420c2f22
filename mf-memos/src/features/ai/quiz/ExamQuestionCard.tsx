import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { EXAM_OPTION_KEYS, type ExamOptionKey, type ExamQuestion } from '@memory/contracts';

const quizTexts = {
  label: 'AI 考考我',
  right: '回答正确',
  wrong: (answer: string) => `回答错误，正确答案是 ${answer}`,
};

export interface ExamQuestionCardProps {
  question: ExamQuestion;
  /** The one pick, right or wrong (the review's grade follows from it). */
  onAnswer?(right: boolean): void;
}

/** The question with its A–D answers; one pick shows 回答正确 or 回答错误，正确答案是 X and settles it. */
export function ExamQuestionCard({ question, onAnswer }: ExamQuestionCardProps) {
  const [picked, setPicked] = useState<ExamOptionKey | null>(null);
  const right = picked === question.answer;

  return (
    <Flex vertical gap={8} style={{ width: '100%' }} role="group" aria-label={quizTexts.label}>
      <Typography.Text strong>{question.question}</Typography.Text>
      {EXAM_OPTION_KEYS.map((key) => {
        // Once answered the options stay readable (not greyed out): the right answer green, a wrong pick red.
        const tone = picked === null ? null : key === question.answer ? 'green' : key === picked ? 'danger' : null;
        return (
          <Button
            key={key}
            block
            aria-disabled={picked !== null}
            color={tone ?? 'default'}
            variant={tone ? 'solid' : 'outlined'}
            style={{ justifyContent: 'flex-start', height: 'auto', whiteSpace: 'normal', textAlign: 'left', cursor: picked === null ? undefined : 'default' }}
            onClick={() => {
              if (picked !== null) return;
              setPicked(key);
              onAnswer?.(key === question.answer);
            }}
          >
            {`${key}. ${question.options[key]}`}
          </Button>
        );
      })}
      {picked !== null ? (
        <Alert type={right ? 'success' : 'error'} showIcon title={right ? quizTexts.right : quizTexts.wrong(question.answer)} />
      ) : null}
    </Flex>
  );
}
