// Open-redirect guard (no open redirects anywhere: sign-in return, /login?returnTo, state.from after 会员卡).

/**
 * Whether `value` is a path inside this app, safe to send the browser to: it starts with one `/` and not with
 * `//` or `/\`, which browsers read as another host (`//evil.example`, `/\evil.example`).
 */
export function isInAppPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}
