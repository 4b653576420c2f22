// Words the server and the browser both show: the server's refusals the screens display as they come, and the
// labels both sides print. One constant each, so the API, the screens and the fake backend (MSW) never drift
// apart. Wording is GLOSSARY.md's where it has one.
import type { AiRequestType } from './ai';
import type { AttachmentType } from './attachments';
import type { OrderStatus } from './orders';
import type { PremiumFeature } from './account';
import { AUDIO_EXTENSIONS, IMAGE_EXTENSIONS, MAX_ATTACHMENTS, PUBLISH_MAX_TAGS, VIDEO_EXTENSIONS } from './limits';

/** A members' feature as a free or trial account sees it locked (the lock's title, the tooltip). */
export const MEMBERS_ONLY: Readonly<Record<PremiumFeature, string>> = {
  AI_EXPLANATION: 'AI 智能解释仅限会员使用',
  AI_QUIZ: 'AI 考考我仅限会员使用',
  AI_CARD_BUILDER: 'AI 制卡仅限会员使用',
  CUSTOM_CURVES: '自定义曲线仅限会员使用',
  CREATE_JARS: '创建知识罐仅限会员使用',
  PUBLISH_JARS: '发布知识罐仅限会员使用',
  ATTACHMENTS: '图片和视频附件仅限会员使用',
};

/** The 403 PREMIUM_REQUIRED message for each members' feature: what is locked and where to unlock it. */
export const PREMIUM_REQUIRED_MESSAGES = Object.fromEntries(
  Object.entries(MEMBERS_ONLY).map(([feature, locked]) => [feature, `${locked}，请前往「会员卡」开通`]),
) as Readonly<Record<PremiumFeature, string>>;

/** 403 PREMIUM_REQUIRED of /api/ai/stream for the members' request types (AI_PREMIUM_TYPES). */
export const AI_PREMIUM_REQUIRED_MESSAGES: Readonly<Partial<Record<AiRequestType, string>>> = {
  explainer: PREMIUM_REQUIRED_MESSAGES.AI_EXPLANATION,
  exam: PREMIUM_REQUIRED_MESSAGES.AI_QUIZ,
};

/** What the browser and the server say about an upload (SPEC §5, §8): one wording for every screen. */
export const UPLOAD_MESSAGES = {
  tooLarge: { IMAGE: '单个图片大小不能超过20MB', VIDEO: '单个视频大小不能超过200MB', AUDIO: '单个音频大小不能超过20MB' },
  failed: { IMAGE: '图片上传失败', VIDEO: '视频上传失败', AUDIO: '音频上传失败' },
  /** A file of another kind (.gif, .txt, a PNG given to 视频): never ignored without a word. */
  refused: {
    IMAGE: `不支持这种文件：图片只能是 ${IMAGE_EXTENSIONS.join('、')}`,
    VIDEO: `不支持这种文件：视频只能是 ${VIDEO_EXTENSIONS.join('、')}`,
    AUDIO: `不支持这种文件：音频只能是 ${AUDIO_EXTENSIONS.join('、')}`,
  },
} as const satisfies Record<string, Record<AttachmentType, string>>;

export const PUBLISH_MESSAGES = {
  tooManyTags: `最多 ${PUBLISH_MAX_TAGS} 个标签，请删掉多余的标签`,
  paidClosed: '付费发布暂未开放，请选择免费',
  notCreator: '只有知识罐的创建者可以发布它；订阅的知识罐不能发布',
  premiumRequired: PREMIUM_REQUIRED_MESSAGES.PUBLISH_JARS,
  unknownCategory: '分类不存在，请重新选择',
  inReview: '该知识罐已有审核中的发布申请，请等待审核或先取消',
  taskNotFound: '未找到该发布记录',
  notCancellable: '只有审核中的发布申请可以取消',
  notRepublishable: '只有已驳回或已取消的发布申请可以重新提交',
  alreadyPublished: '这个知识罐已经发布，请在它的发布页更新类型、分类和标签',
  emptyJar: '知识罐里还没有知识点，添加后再发布',
} as const;

/** 404 and unknown-reference refusals several endpoints share. */
export const NOT_FOUND_MESSAGES = {
  memo: '未找到该 MEMO',
  jar: '未找到该知识罐',
  jarItem: '未找到该知识点',
  curve: '记忆曲线不存在',
  order: '未找到该订单',
} as const;

/** 403 for a change to a knowledge point of a subscribed (BUYER) jar. */
export const BUYER_READ_ONLY_MESSAGE = '订阅的知识罐由创建者维护，不能修改其中的知识点';

/** The curves module's refusals. */
export const CURVE_MESSAGES = {
  notFound: NOT_FOUND_MESSAGES.curve,
  systemImmutable: '系统曲线不能修改或删除',
} as const;

/** The jars module's refusals (jars, their items, progress and 同步). */
export const JAR_MESSAGES = {
  notFound: NOT_FOUND_MESSAGES.jar,
  itemNotFound: NOT_FOUND_MESSAGES.jarItem,
  memoNotFound: '未找到要导入的 MEMO',
  idTaken: '知识罐编号已被占用，请重试',
  premiumRequired: PREMIUM_REQUIRED_MESSAGES.CREATE_JARS,
  unknownCurve: NOT_FOUND_MESSAGES.curve,
  buyerReadOnly: BUYER_READ_ONLY_MESSAGE,
  itemCancelled: '该知识点已放弃，无法编辑',
  emptyJar: '知识罐里没有可学习的知识点（还没有添加，或都已放弃），请先添加知识点再开始',
  alreadyRunning: '知识罐已在进行中',
  notRunning: '知识罐没有在进行中，无法暂停',
  creatorReload: '同步只适用于订阅的知识罐；你创建的知识罐就是最新内容，无需同步',
} as const;

/** The attachments module's refusals: upload links, the upload itself, attaching, covers and the avatar. */
export const ATTACHMENT_MESSAGES = {
  notFound: '附件不存在',
  avatarImageOnly: '头像只支持 PNG、JPG、SVG、GIF、WebP 图片',
  unsupportedType: '只支持 PNG、JPG、SVG、GIF、WebP 图片和 MP4、MOV、WebM 视频',
  idTaken: '附件编号已被占用，请重新上传',
  alreadyUploaded: '该附件已上传',
  notUploaded: '附件尚未上传完成',
  typeMismatch: '附件类型不一致',
  contentTypeMismatch: '文件类型与申请上传时不一致',
  invalidLink: '链接无效',
  expiredLink: '链接已过期，请重新上传',
  tooMany: `每条 MEMO 最多 ${MAX_ATTACHMENTS} 个附件`,
  jarNeedsItem: '知识罐的封面请在编辑知识罐时设置；附件请指明知识点（itemId）',
  itemNotFound: NOT_FOUND_MESSAGES.jarItem,
  buyerReadOnly: BUYER_READ_ONLY_MESSAGE,
  coverNotFound: '封面图片不存在，请重新上传',
  coverImageOnly: '封面只能是图片',
  tooManyOnItem: `每个知识点最多 ${MAX_ATTACHMENTS} 个附件`,
  attachedElsewhere: '附件不存在或已被使用',
  memoNotFound: NOT_FOUND_MESSAGES.memo,
  tooManyPending: (cap: number) => `正在上传的附件过多（最多同时 ${cap} 个），请等它们上传完成或 30 分钟后再试`,
  quotaFull: (used: string, quota: string) => `存储空间不足：已用 ${used}，上限 ${quota}。删除不需要的附件后再上传`,
  tooLarge: UPLOAD_MESSAGES.tooLarge,
  importUnsupported: (name: string) => `${name}：不是支持的图片、视频或音频（支持 PNG、JPG、SVG、GIF、WebP 图片，MP4、MOV、WebM 视频，MP3、M4A、OGG、WAV、AAC、FLAC 音频）`,
  importTooLarge: (name: string, limit: string) => `${name}：文件超过 ${limit}`,
  importOverQuota: (name: string, quota: string) => `${name}：存储空间已满（上限 ${quota}）`,
} as const;

/** The API's one 401 message. */
export const SIGN_IN_REQUIRED_MESSAGE = '请先登录';

/** 429 from /api/ai/stream. */
export const AI_RATE_LIMITED_MESSAGE = 'AI 请求过于频繁，请稍后再试';

/** Why a request got no answer, as the screens say it (@memory/api's failure texts, the design system's LoadError). */
export const NETWORK_FAILURE_MESSAGES = {
  offline: '网络已断开，连上网络后重试',
  unreachable: '连不上服务器，请检查网络后重试',
} as const;

/** How each order status reads (GLOSSARY "Account, orders, store"): the order pages and the server's refusals. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  WAIT_PAY: '待支付',
  PAYING: '支付中',
  PAID: '已支付',
  FINISHED: '已完成',
  CLOSED: '已关闭',
};

/** The orders module's refusals; a status reads as the order pages show it. */
export const ORDER_MESSAGES = {
  notFound: NOT_FOUND_MESSAGES.order,
  expired: '订单已超过 30 分钟未支付，已自动关闭，请重新下单',
  wrongAmount: '支付金额与订单总价不符，请刷新订单后重试',
  notPayable: (status: OrderStatus) => `订单${ORDER_STATUS_LABELS[status]}，无法支付`,
  notClosable: (status: OrderStatus) => `订单${ORDER_STATUS_LABELS[status]}，无法关闭`,
  providerUnavailable: '支付服务暂时不可用，请稍后重试',
} as const;

/** The rows of the account card's quota table (GET /users/me/account `quotas[].name`), in order. */
export const PLAN_QUOTA_NAMES = ['AI 智能解释', 'AI 考考我', '自定义曲线', '创建和发布知识罐', '图片和视频附件'] as const;
