export { GreenTag } from './GreenTag';
