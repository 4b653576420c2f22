export * from './LoadError';
