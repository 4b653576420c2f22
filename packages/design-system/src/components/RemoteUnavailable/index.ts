export * from './RemoteUnavailable';
