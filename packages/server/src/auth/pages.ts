/**
 * The provider's own screens: sign-in, sign-up, sign-out and errors. Server-rendered, self-contained HTML
 * (inline CSS, system fonts, no script from anywhere) in the product's look: brand 记忆仓库, primary #EDBD59,
 * light and dark following the system. Every dynamic value goes through `escapeHtml`.
 */
import { createHash } from 'node:crypto';
import { PRIMARY_COLOR, USERNAME_MAX_LENGTH } from '@memory/contracts';
import { PASSWORD_MIN } from './credentials';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '`': '&#96;',
};

function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Marks markup built here from escaped parts, so it is not escaped twice. */
class SafeHtml {
  constructor(readonly html: string) {}
  toString(): string {
    return this.html;
  }
}

/** Tagged template: interpolated values are escaped unless they are SafeHtml (or arrays of it). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const render = (value: unknown): string => {
    if (value instanceof SafeHtml) return value.html;
    if (Array.isArray(value)) return value.map(render).join('');
    if (value === false || value === null || value === undefined) return '';
    return escapeHtml(value);
  };
  return new SafeHtml(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
}

const STYLES = `
:root{color-scheme:light dark;--primary:${PRIMARY_COLOR};--primary-hover:#e0ab3c;--on-primary:#2b2210;--bg:#faf7f0;--card:#ffffff;
--text:#1f1f1f;--muted:#6b6b6b;--border:#e3ded3;--input:#ffffff;--error-bg:#fff1f0;--error-border:#ffccc7;--error:#cf1322;
--link:#94660c;--shadow:0 8px 28px rgba(60,45,10,.08)}
@media (prefers-color-scheme:dark){:root{--bg:#141414;--card:#1f1f1f;--text:#f0f0f0;--muted:#a6a6a6;--border:#3a3a3a;
--input:#141414;--error-bg:#2a1215;--error-border:#58181c;--error:#ff7875;--link:var(--primary);--shadow:0 8px 28px rgba(0,0,0,.45)}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;background:var(--bg);
color:var(--text);font:15px/1.6 -apple-system,BlinkMacSystemFont,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Segoe UI",sans-serif}
main{width:100%;max-width:380px}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin-bottom:20px;font-size:22px;font-weight:600;letter-spacing:1px}
.brand svg{flex:none}
.card{background:var(--card);border:1px solid var(--border);border-radius:12px;box-shadow:var(--shadow);padding:28px 28px 24px}
h1{margin:0 0 4px;font-size:20px;font-weight:600}
.lead{margin:0 0 20px;color:var(--muted);font-size:14px}
label{display:block;margin:14px 0 6px;font-size:14px;font-weight:500}
input{width:100%;height:40px;padding:0 12px;border:1px solid var(--border);border-radius:8px;background:var(--input);color:var(--text);font:inherit}
input:focus{outline:none;border-color:var(--primary);box-shadow:0 0 0 3px rgba(237,189,89,.25)}
input[aria-invalid=true]{border-color:var(--error)}
.hint{margin:4px 0 0;color:var(--muted);font-size:12px}
.field-error{margin:4px 0 0;color:var(--error);font-size:13px}
.alert{margin:0 0 8px;padding:8px 12px;border:1px solid var(--error-border);border-radius:8px;background:var(--error-bg);color:var(--error);font-size:14px}
button,.button{display:block;width:100%;height:42px;margin-top:22px;border:0;border-radius:8px;background:var(--primary);color:var(--on-primary);
font:inherit;font-weight:600;text-align:center;line-height:42px;text-decoration:none;cursor:pointer}
button:hover,.button:hover{background:var(--primary-hover)}
button:focus-visible,.button:focus-visible,a:focus-visible{outline:2px solid var(--link);outline-offset:2px}
.secondary{background:transparent;color:var(--text);border:1px solid var(--border);margin-top:10px}
.secondary:hover{background:transparent;border-color:var(--primary)}
.switch{margin:18px 0 0;text-align:center;color:var(--muted);font-size:14px}
a{color:var(--link)}
footer{margin-top:18px;text-align:center;color:var(--muted);font-size:12px}
`;

// The app's mark (design-system Brand/Logo, the favicon): a storage jar holding a rising memory curve, on the gold.
const LOGO = new SafeHtml(
  `<svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="${PRIMARY_COLOR}"/>` +
    `<rect x="10.5" y="5.5" width="11" height="3.5" rx="1.5" fill="#2B1F05"/>` +
    `<path d="M11 10.5h10a3 3 0 0 1 3 3V23a3 3 0 0 1-3 3H11a3 3 0 0 1-3-3v-9.5a3 3 0 0 1 3-3z" fill="none" stroke="#2B1F05" stroke-width="2"/>` +
    `<path d="M11.5 21.5c1.8-4.6 3.6-5 4.6-2.6s2.8 1.8 4.4-3.2" fill="none" stroke="#2B1F05" stroke-width="2" stroke-linecap="round"/></svg>`,
);

/**
 * The browser headers of every page the provider shows (sign-in, sign-up, errors, sign-out): inline styles only,
 * no script, nothing may frame them (clickjacking), no MIME sniffing, no referrer.
 */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'";
export const PAGE_SECURITY_HEADERS = {
  'content-security-policy': PAGE_CSP,
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

/**
 * What the provider's own responses start with (plugins.ts), before oidc-provider writes them: its auto-submitting
 * form (a sign-out without a session) adds its script's hash to `script-src` itself. 'report-sample' allows
 * nothing on its own, so without that hash no script runs.
 */
export const PROVIDER_RESPONSE_HEADERS = {
  ...PAGE_SECURITY_HEADERS,
  'content-security-policy': `${PAGE_CSP}; script-src 'report-sample'`,
} as const;

/** The one script of these pages: submits oidc-provider's logout form (renderLogoutInProgress). */
const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit()";

/** PAGE_SECURITY_HEADERS for the sign-out-in-progress page: its own inline script, by hash, and nothing else. */
export const LOGOUT_IN_PROGRESS_HEADERS = {
  ...PAGE_SECURITY_HEADERS,
  'content-security-policy': `${PAGE_CSP}; script-src 'sha256-${createHash('sha256').update(LOGOUT_SCRIPT).digest('base64')}'`,
} as const;

/** A whole page in the product's look; `extraStyles` (trusted CSS) adds to the shared sheet. */
export function page(title: string, body: SafeHtml, extraStyles = ''): string {
  return html`<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} - 记忆仓库</title>
<style>${new SafeHtml(STYLES + extraStyles)}</style>
</head>
<body>
<main>
<div class="brand">${LOGO}<span>记忆仓库</span></div>
<div class="card">${body}</div>
<footer>© 记忆仓库</footer>
</main>
</body>
</html>`.html;
}

export type CredentialsField = 'username' | 'password' | 'confirm';

export interface FormState {
  /** what the person typed as username, shown back after an error (never the password) */
  username?: string;
  /** an error about the whole form, e.g. 用户名或密码错误 */
  error?: string;
  /** errors next to one field */
  fieldErrors?: Partial<Record<CredentialsField, string>>;
}

function field(options: {
  name: CredentialsField;
  label: string;
  type: 'text' | 'password';
  autocomplete: string;
  value?: string;
  hint?: string;
  error?: string;
  autofocus?: boolean;
}): SafeHtml {
  const { name, error, hint } = options;
  const describedBy = error ? `${name}-error` : hint ? `${name}-hint` : '';
  return html`<label for="${name}">${options.label}</label>
<input id="${name}" name="${name}" type="${options.type}" autocomplete="${options.autocomplete}"${
    options.value !== undefined ? html` value="${options.value}"` : ''
  }${options.autofocus ? html` autofocus` : ''}${error ? html` aria-invalid="true"` : ''}${
    describedBy ? html` aria-describedby="${describedBy}"` : ''
  } autocapitalize="off" spellcheck="false">
${error ? html`<p class="field-error" id="${name}-error">${error}</p>` : hint ? html`<p class="hint" id="${name}-hint">${hint}</p>` : ''}`;
}

function formAlert(error: string | undefined): SafeHtml {
  return error ? html`<p class="alert" role="alert">${error}</p>` : html``;
}

export function renderSignIn(urls: { action: string; signUp: string; abort: string }, state: FormState = {}): string {
  const errors = state.fieldErrors ?? {};
  return page(
    '登录',
    html`<h1>登录</h1>
<p class="lead">登录记忆仓库，继续你的复习计划</p>
${formAlert(state.error)}
<form method="post" action="${urls.action}" novalidate>
${field({ name: 'username', label: '用户名', type: 'text', autocomplete: 'username', value: state.username ?? '', error: errors.username, autofocus: !state.username })}
${field({ name: 'password', label: '密码', type: 'password', autocomplete: 'current-password', error: errors.password, autofocus: Boolean(state.username) })}
<button type="submit">登录</button>
</form>
<p class="switch">还没有账号？<a href="${urls.signUp}">立即注册</a></p>
<p class="switch"><a href="${urls.abort}">取消并返回</a></p>`,
  );
}

export function renderSignUp(urls: { action: string; signIn: string; abort: string }, state: FormState = {}): string {
  const errors = state.fieldErrors ?? {};
  return page(
    '注册',
    html`<h1>注册</h1>
<p class="lead">创建记忆仓库账号</p>
${formAlert(state.error)}
<form method="post" action="${urls.action}" novalidate>
${field({ name: 'username', label: '用户名', type: 'text', autocomplete: 'username', value: state.username ?? '', error: errors.username, hint: `最多 ${USERNAME_MAX_LENGTH} 个字符`, autofocus: true })}
${field({ name: 'password', label: '密码', type: 'password', autocomplete: 'new-password', error: errors.password, hint: `至少 ${PASSWORD_MIN} 位；不能是常见密码，也不能包含用户名` })}
${field({ name: 'confirm', label: '确认密码', type: 'password', autocomplete: 'new-password', error: errors.confirm })}
<button type="submit">注册并登录</button>
</form>
<p class="switch">已有账号？<a href="${urls.signIn}">去登录</a></p>
<p class="switch"><a href="${urls.abort}">取消并返回</a></p>`,
  );
}

/** A dead end explained in words, with one way back into the product. */
export function renderMessage(options: { title: string; message: string; action?: { href: string; label: string } }): string {
  return page(
    options.title,
    html`<h1>${options.title}</h1>
<p class="lead">${options.message}</p>
${options.action ? html`<a class="button" href="${options.action.href}">${options.action.label}</a>` : ''}`,
  );
}

/**
 * RP-initiated logout asks for confirmation (a page on another site must not be able to sign people out).
 * `form` is oidc-provider's hidden form carrying its anti-forgery token; it is trusted markup.
 */
export function renderLogoutConfirm(form: string, cancelHref: string): string {
  return page(
    '退出登录',
    html`<h1>退出登录</h1>
<p class="lead">确定要退出记忆仓库吗？</p>
${new SafeHtml(form)}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>退出登录</button>
<a class="button secondary" href="${cancelHref}">取消</a>`,
  );
}

/** Logout the web app provably asked for: submits oidc-provider's form (with logout=yes) at once. */
export function renderLogoutInProgress(form: string): string {
  const confirmed = form.replace('</form>', '<input type="hidden" name="logout" value="yes"></form>');
  return page(
    '正在退出…',
    html`<h1>正在退出…</h1>
<p class="lead">正在退出登录，请稍候。</p>
${new SafeHtml(confirmed)}
<noscript><button type="submit" form="op.logoutForm">退出登录</button></noscript>
<script>${new SafeHtml(LOGOUT_SCRIPT)}</script>`,
  );
}
