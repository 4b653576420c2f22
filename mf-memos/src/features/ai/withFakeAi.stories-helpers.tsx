// Storybook only: answers POST /api/ai/stream in the page from the shared MSW handlers, slowly enough to watch.
import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator } from 'storybook-react-rsbuild';
import { aiStreamHandler, defaultAiScript, mockFetchWith, type AiScriptSource } from '@memory/api/testing';

function FakeAi({ script, children }: { script: AiScriptSource; children: ReactNode }) {
  useLayoutEffect(() => mockFetchWith([aiStreamHandler(script, { delayMs: 60 })]), [script]);
  return children;
}

/** Stories set `parameters.aiScript` to script the answers; default: the fake's plausible text per type. */
export const withFakeAi: Decorator = (Story, context) => (
  <FakeAi script={(context.parameters.aiScript as AiScriptSource | undefined) ?? defaultAiScript}>
    <Story />
  </FakeAi>
);
