// Every zh-CN string the design system renders, worded as GLOSSARY.md fixes it, so the shell and
// every remote say the same thing. Apps may import these too instead of retyping them.
import { NETWORK_FAILURE_MESSAGES } from '@memory/contracts';
export const texts = {
  brand: {
    name: '记忆仓库',
    logoLabel: '记忆仓库标志',
  },
  remoteUnavailable: {
    title: '该模块加载失败',
    hint: '请检查网络后重试，其他功能不受影响。',
    retry: '重试',
    /** The same failure while the browser is offline: the page's code was never kept on this device. */
    offlineTitle: '离线时打不开这个页面',
    offlineHint: '这个页面还没有保存到这台设备上，恢复网络后会自动重新加载。',
  },
  remoteIncompatible: {
    title: '该模块需要更新的主应用版本',
    hint: '该模块已经更新，当前页面的主应用还不支持它。刷新页面可获取最新版本，其他功能不受影响。',
    reload: '刷新页面',
  },
  loadError: {
    /** The request got no answer. */
    hint: NETWORK_FAILURE_MESSAGES.unreachable,
    offline: NETWORK_FAILURE_MESSAGES.offline,
    /** The server answered with a failure and no words of its own (a 5xx from a proxy, say). */
    serverFailed: '服务器暂时出错，请稍后重试',
    retry: '重试',
  },
  notFound: {
    title: '出错了',
    hint: '你访问的页面不存在或已被移除。',
    backHome: '返回首页',
  },
  pageSkeleton: {
    loading: '加载中…',
  },
  emptyState: {
    description: '暂无内容',
  },
  aiExpand: {
    button: 'AI 扩写',
    resultTitle: 'AI 扩写结果',
    generating: '正在生成…',
    use: '使用',
    regenerate: '重新生成',
    cancel: '取消',
  },
  imageCropUpload: {
    upload: '上传图片',
    current: '当前图片',
    modalTitle: '裁剪图片',
    ok: '确定',
    cancel: '取消',
    reset: '重置',
    /** In place of a stored image the browser cannot draw (a damaged or mislabelled file). */
    unavailable: '图片无法显示',
  },
  theme: {
    light: '浅色',
    dark: '深色',
    system: '跟随系统',
  },
} as const;

export type Texts = typeof texts;
