// exam: the model's whole answer is checked before anything reaches the browser.
import { parseExamQuestion, type ExamQuestion } from '@memory/contracts';

/**
 * The question in a model's answer, or null. Models often wrap JSON in a ```json fence or add a sentence
 * around it despite the prompt, so the outermost {...} is taken; the shape is then checked strictly.
 */
export function extractExamQuestion(output: string): ExamQuestion | null {
  const unfenced = output.replace(/```(?:json)?/gi, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  return parseExamQuestion(unfenced.slice(start, end + 1));
}
