import { Alert, Button } from 'antd';
import { isApiError } from '@memory/contracts';
import { texts } from '../../texts';

/** The server's own words for a failed request, if it sent any (RTK Query keeps the body in `data`). */
function serverMessage(error: unknown): string | undefined {
  const data = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : undefined;
  return isApiError(data) && data.message ? data.message : undefined;
}

/**
 * Why it did not load, when the server said nothing: it answered with a failure (RTK Query's numeric status), or the
 * request got no answer (offline, or the server unreachable).
 */
function silentCause(error: unknown): string {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (typeof status === 'number') return texts.loadError.serverFailed;
  return typeof navigator !== 'undefined' && navigator.onLine === false ? texts.loadError.offline : texts.loadError.hint;
}

export interface LoadErrorProps {
  /** What did not load, e.g. 订单加载失败. */
  title: string;
  /** The failed request's error: its message is shown when the server gave one. */
  error?: unknown;
  onRetry(): void;
  /** The retry is under way (the button spins). */
  retrying?: boolean;
}

/** A page or list whose data did not load: what, why (the server's words or what to check), and 重试. */
export function LoadError({ title, error, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={title}
      // What to try when the server said nothing (the request never reached it, or it gave no reason).
      description={serverMessage(error) ?? silentCause(error)}
      action={
        <Button size="small" loading={retrying} onClick={onRetry}>
          {texts.loadError.retry}
        </Button>
      }
    />
  );
}
