// '@memory/api/testing': browser-safe test doubles (MSW handlers, fake auth bridge) for Jest and Storybook.
export { createFakeBackend, type FakeBackend, type FakeBackendOptions } from './handlers';
export { createFakeState, createPremiumAccount, type FakeState } from './fakeData';
export { createFakeAuthBridge, type FakeAuthBridge } from './fakeAuthBridge';
export { FAKE_UPLOAD_ORIGIN } from './reviewHandlers';
export {
  aiStreamHandler,
  aiScripts,
  chunkText,
  defaultAiScript,
  SAMPLE_EXAM_QUESTION,
  type AiScript,
  type AiScriptSource,
  type AiStreamHandlerOptions,
} from './aiHandlers';
export { mockFetchWith } from './mockFetch';
