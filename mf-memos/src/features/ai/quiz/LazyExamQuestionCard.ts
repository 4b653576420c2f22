// Loaded when the first question arrives, in its own chunk.
import { lazy } from 'react';

export const ExamQuestionCard = lazy(() => import('./ExamQuestionCard').then((module) => ({ default: module.ExamQuestionCard })));
