export { RemoteIncompatible, type RemoteIncompatibleProps } from './RemoteIncompatible';
