/**
 * What on a page says it is still loading: an element marked aria-busy (PageSkeleton, lists while they fetch),
 * antd's skeletons and its spinning spinners. The shell waits for none to be left before it preloads other remotes
 * (shell/src/federation/idle-preload.ts), and `pnpm perf` takes the same moment as "the content showed".
 */
export const BUSY_SELECTOR = '[aria-busy="true"], .ant-skeleton, .ant-spin-spinning';
