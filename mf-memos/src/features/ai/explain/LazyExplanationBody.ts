// Loaded on first use in its own chunk: react-markdown must not join /home/new-memo's first load (near its budget).
import { lazy } from 'react';

export const ExplanationBody = lazy(() => import('./ExplanationBody').then((module) => ({ default: module.ExplanationBody })));
