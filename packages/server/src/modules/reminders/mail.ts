import nodemailer from 'nodemailer';
import { reminderMessage } from '@memory/contracts';
import { escapeHtml } from '@memory/contracts/template';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP through nodemailer, configured by SMTP_URL (its URL form carries host, port, TLS and credentials). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

/**
 * The day's reminder. One-click unsubscribe (RFC 8058): List-Unsubscribe names the link, List-Unsubscribe-Post says
 * a POST to it unsubscribes with no page in between (mail clients show 退订 beside the sender); the body carries the
 * same link for everyone else.
 */
export function reminderEmail(to: string, dueCount: number, links: { open: string; unsubscribe: string }): MailMessage {
  const line = reminderMessage(dueCount);
  return {
    to,
    subject: `记忆仓库：${line}`,
    text: `${line}。\n\n去复习：${links.open}\n\n不想再收到复习提醒邮件？退订：${links.unsubscribe}\n`,
    html:
      `<p>${escapeHtml(line)}。</p>` +
      `<p><a href="${escapeHtml(links.open)}">去复习</a></p>` +
      `<p style="color:#888;font-size:12px">不想再收到复习提醒邮件？<a href="${escapeHtml(links.unsubscribe)}">一键退订</a></p>`,
    headers: { 'List-Unsubscribe': `<${links.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The link that confirms an address before any reminder goes to it. */
export function confirmationEmail(to: string, confirm: string): MailMessage {
  return {
    to,
    subject: '记忆仓库：请确认你的提醒邮箱',
    text: `请打开下面的链接，确认用这个邮箱接收复习提醒（3 天内有效）：\n${confirm}\n\n如果不是你本人操作，忽略这封邮件即可。\n`,
    html:
      `<p>请点击下面的链接，确认用这个邮箱接收复习提醒（3 天内有效）：</p>` +
      `<p><a href="${escapeHtml(confirm)}">确认邮箱</a></p>` +
      `<p style="color:#888;font-size:12px">如果不是你本人操作，忽略这封邮件即可。</p>`,
  };
}
