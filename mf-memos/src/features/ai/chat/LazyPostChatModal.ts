// Loaded when 对话 is first opened, in its own chunk.
import { lazy } from 'react';

export const PostChatModal = lazy(() => import('./PostChatModal').then((module) => ({ default: module.PostChatModal })));
