export * from './MemberLock';
