// Imported as '@memory/design-system/ai-expand', not from the package root: the root is a shared singleton in
// every first load, and only the screens that edit knowledge points need the AI stream UI.
export * from './AiExpandButton';
