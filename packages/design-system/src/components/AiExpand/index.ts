export * from './AiExpandButton';
