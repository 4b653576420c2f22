export * from './Brand';
export * from './Logo';
