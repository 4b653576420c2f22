// Loaded when the first question arrives, in its own chunk.
import { lazyWithRetry } from '@memory/remote-runtime';

export const ExamQuestionCard = lazyWithRetry(() => import('./ExamQuestionCard').then((module) => ({ default: module.ExamQuestionCard })));
