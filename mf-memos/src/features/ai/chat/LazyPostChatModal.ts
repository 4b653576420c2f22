// Loaded when 对话 is first opened, in its own chunk.
import { lazyWithRetry } from '@memory/remote-runtime';

export const PostChatModal = lazyWithRetry(() => import('./PostChatModal').then((module) => ({ default: module.PostChatModal })));
