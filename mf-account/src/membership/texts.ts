// zh-CN wording of plans and orders (GLOSSARY.md "Account, orders, store"), in one place for every mf-account page.
import type { AccountType, OrderStatus, PremiumFeature } from '@memory/contracts';
import { ORDER_PAYMENT_WINDOW_MINUTES, ORDER_STATUS_LABELS, TRIAL_DAYS } from '@memory/contracts';

export const planNames: Record<AccountType, string> = {
  TRAIL: '试用',
  FREE: '免费版',
  MONTHLY: '月卡会员',
  BIANNUAL: '半年卡会员',
  ANNUAL: '年卡会员',
};

/** What members get that free and trial accounts do not (ARCHITECTURE §4 Plans), in the server's order. */
export const premiumBenefits: Record<PremiumFeature, string> = {
  AI_EXPLANATION: 'AI 智能解释',
  AI_QUIZ: 'AI 考考我',
  AI_CARD_BUILDER: 'AI 制卡：把学习材料做成卡片',
  CUSTOM_CURVES: '自定义记忆曲线',
  CREATE_JARS: '创建知识罐，导入 Anki、CSV 和 Markdown 卡片',
  PUBLISH_JARS: '发布知识罐到知识市场',
  ATTACHMENTS: '图片和视频附件',
};

/** What every account has, free and trial included. */
export const freeBenefits = [
  '记录 MEMO，按记忆曲线每天复习',
  '使用系统记忆曲线',
  '数据趋势与复习日历',
  '订阅知识市场中的免费知识罐',
  '从 flomo 导入 MEMO，随时下载我的数据',
];

/** The labels the server's order messages use too (@memory/contracts). */
export const orderStatusLabels: Readonly<Record<OrderStatus, string>> = ORDER_STATUS_LABELS;

export const orderStatusColors: Record<OrderStatus, string> = {
  WAIT_PAY: 'gold',
  PAYING: 'processing',
  PAID: 'cyan',
  FINISHED: 'success',
  CLOSED: 'default',
};

export const orderTexts = {
  reminder: `请在 ${ORDER_PAYMENT_WINDOW_MINUTES} 分钟内完成支付，超时订单将自动关闭`,
  closeFailed: '取消订单失败',
  payFailed: '支付订单失败',
  createFailed: '创建订单失败，请重试',
};

export const trialNote = `试用即免费版，注册后 ${TRIAL_DAYS} 天内带「试用」标识；会员功能需开通会员卡后使用。`;

/**
 * A failure line: the screen's wording, then the reason when it is known (the server's words, or that the request
 * never reached it). A reason says what to do itself, so the wording's own 「，请重试」 gives way to it.
 */
export function failureText(fallback: string, reason: string | null): string {
  return reason && reason !== fallback ? `${fallback.replace(/，请重试$/, '')}：${reason}` : fallback;
}
