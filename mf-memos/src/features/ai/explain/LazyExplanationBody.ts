// Loaded on first use in its own chunk: react-markdown must not join /home/new-memo's first load (near its budget).
import { lazyWithRetry } from '@memory/remote-runtime';

export const ExplanationBody = lazyWithRetry(() => import('./ExplanationBody').then((module) => ({ default: module.ExplanationBody })));
