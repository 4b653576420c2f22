/**
 * The small pages the email links open (no sign-in, no app: a mail client's browser may have neither). Plain HTML,
 * no script (the CSP allows none inline). Opening a link changes nothing: its page asks with a form button (a POST),
 * so a mail provider's link scanner fetching the URL neither confirms an address nor unsubscribes anyone, while mail
 * clients unsubscribe with the one-click POST (RFC 8058).
 */
import { escapeHtml } from '@memory/contracts/template';

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · 记忆仓库</title>
<style>
  body { font-family: system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif; margin: 0; padding: 48px 16px;
         background: #fafafa; color: #1f1f1f; }
  main { max-width: 440px; margin: 0 auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 1px 4px #0001; }
  h1 { font-size: 20px; margin: 0 0 12px; }
  a, button { color: #1f1f1f; background: #EDBD59; border: 0; border-radius: 6px; padding: 8px 16px; font-size: 15px;
              text-decoration: none; display: inline-block; cursor: pointer; }
  @media (prefers-color-scheme: dark) { body { background: #141414; color: #e8e8e8; } main { background: #1f1f1f; } }
</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

const home = '<p><a href="/home/settings">打开设置</a></p>';

/** A form that POSTs to `action` (the link's own URL, token included) with one button. */
const buttonForm = (action: string, label: string) =>
  `<form method="post" action="${escapeHtml(action)}"><button type="submit">${escapeHtml(label)}</button></form>`;

export const confirmAskPage = (action: string) =>
  page('确认提醒邮箱', `<p>确认后，有待复习的内容时复习提醒会发到这个邮箱。</p>${buttonForm(action, '确认邮箱')}`);
export const confirmedPage = () => page('邮箱已确认', `<p>之后有待复习的内容时，复习提醒会发到这个邮箱。</p>${home}`);
export const invalidLinkPage = () => page('链接无效或已过期', `<p>请回到「设置 → 复习提醒」重新发送确认邮件。</p>${home}`);
export const unsubscribeAskPage = (action: string) =>
  page(
    '退订复习提醒邮件',
    `<p>退订后不再收到复习提醒邮件，浏览器通知不受影响。</p>${buttonForm(action, '确认退订')}`,
  );
export const unsubscribedPage = () => page('已退订', `<p>不会再收到复习提醒邮件。想重新开启，可以在「设置 → 复习提醒」打开邮件。</p>${home}`);
