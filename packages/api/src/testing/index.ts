// '@memory/api/testing': browser-safe test doubles (MSW handlers, fake auth bridge) for Jest and Storybook.
export { createFakeBackend, type FakeBackend, type FakeBackendOptions } from './handlers';
export { createFakeMemo, createFakeOrder, createFakeState, createPremiumAccount, createTrialAccount, type FakeState } from './fakeData';
export { createFakeAuthBridge, type FakeAuthBridge } from './fakeAuthBridge';
export { FAKE_UPLOAD_ORIGIN } from './reviewHandlers';
export { emptyRetentionReport, type FakeReview } from './gradeHandlers';
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
export { createFakeJar, toJar, type FakeJar } from './jarHandlers';
export { createFakePublicJar, createFakePublishTask, type FakePublicJar } from './marketplaceHandlers';
export { samplePublicJars, samplePublishTasks } from './sampleMarketplace';
export { previewWithChoices, type FakeImport } from './importHandlers';
export { createFakeCardBuilderRun, fakeProposalsFor } from './cardBuilderHandlers';
export { createFakeFit, createFakeSmartCurve, sampleCalibration, type FakeSmartCurve } from './smartCurveHandlers';
export { createFakeImport, sampleAnkiPreview, sampleCsvPreview, sampleFlomoPreview, samplePreviewFor } from './sampleImports';
