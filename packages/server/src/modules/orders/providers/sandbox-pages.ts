import { formatCents, ORDER_EVENTS_CHANNEL, TIME_ZONE, type CashierEvent } from '@memory/contracts';
import { html, page } from '../../../auth/pages';
import type { CashierView } from './sandbox';

/**
 * The sandbox cashier's screens, in the look of the sign-in pages (src/auth/pages.ts): self-contained HTML, every
 * value escaped. The page says plainly that it is a sandbox: no money moves. The one script is CASHIER_EVENTS_SCRIPT,
 * served from this origin (the app's CSP allows only 'self' scripts, no inline ones) on the result pages.
 */
const CASHIER_STYLES = `
.sandbox{display:inline-block;margin:0 0 12px;padding:2px 10px;border-radius:999px;background:rgba(237,189,89,.18);color:#8a6212;font-size:12px;font-weight:600}
@media (prefers-color-scheme:dark){.sandbox{color:var(--primary)}}
.amount{margin:6px 0 18px;font-size:34px;font-weight:700;letter-spacing:.5px}
.amount small{font-size:18px;font-weight:600;margin-right:2px}
dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;font-size:14px}
dt{color:var(--muted)}dd{margin:0;text-align:right;word-break:break-all}
.done{color:#389e0d}
@media (prefers-color-scheme:dark){.done{color:#73d13d}}
form{margin:0}
`;

const timeFormat = new Intl.DateTimeFormat('zh-CN', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

function summary(view: CashierView) {
  return html`<dl>
<dt>商品</dt><dd>记忆仓库 ${view.name} × ${view.count}</dd>
<dt>订单号</dt><dd>${view.orderId}</dd>
<dt>支付截止</dt><dd>${timeFormat.format(view.expiresAt)}（北京时间）</dd>
</dl>`;
}

export function renderCashier(view: CashierView, link: { confirm: string; cancel: string; expires: string; signature: string }): string {
  const hidden = html`<input type="hidden" name="expires" value="${link.expires}"><input type="hidden" name="signature" value="${link.signature}">`;
  return page(
    '收银台',
    html`<span class="sandbox">沙箱收银台 · 不会真实扣款</span>
<h1>确认付款</h1>
<p class="amount" aria-label="应付金额 ${formatCents(view.amount)} 元"><small>¥</small>${formatCents(view.amount)}</p>
${summary(view)}
<form method="post" action="${link.confirm}">${hidden}<button type="submit" autofocus>确认支付</button></form>
<form method="post" action="${link.cancel}">${hidden}<button type="submit" class="secondary">取消支付</button></form>`,
    CASHIER_STYLES,
  );
}

export const CASHIER_EVENTS_SCRIPT_PATH = '/api/payments/sandbox/cashier-events.js';

/**
 * Tells the order page (another tab of this origin) what the cashier did, on ORDER_EVENTS_CHANNEL: a BroadcastChannel
 * reaches it whether the cashier was opened by 去支付 (window.open) or by a noreferrer link. The page then asks the
 * server; the message carries no authority.
 */
export const CASHIER_EVENTS_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script || typeof BroadcastChannel !== 'function') return;
  var channel = new BroadcastChannel(${JSON.stringify(ORDER_EVENTS_CHANNEL)});
  channel.postMessage({ orderId: script.getAttribute('data-order-id'), result: script.getAttribute('data-result') });
  channel.close();
})();
`;

/** After 确认支付, 取消支付, or when the order can no longer be paid; `event` is announced to the order page. */
export function renderCashierResult(
  view: CashierView | undefined,
  result: { title: string; message: string; success?: boolean },
  orderHref?: string,
  event?: CashierEvent,
): string {
  return page(
    result.title,
    html`<span class="sandbox">沙箱收银台 · 不会真实扣款</span>
<h1${result.success ? html` class="done"` : ''}>${result.title}</h1>
<p class="lead">${result.message}</p>
${view ? summary(view) : ''}
${orderHref ? html`<a class="button" href="${orderHref}">查看订单</a>` : ''}
${event ? html`<script src="${CASHIER_EVENTS_SCRIPT_PATH}" data-order-id="${event.orderId}" data-result="${event.result}"></script>` : ''}`,
    CASHIER_STYLES,
  );
}
