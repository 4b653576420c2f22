import { Alert, Button } from 'antd';
import { apiErrorMessage } from '@memory/api';

/** Whether an RTK Query error is the server's 404 (an unknown id, or a jar no longer published). */
export const isNotFound = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;

/** A list or page that did not load: the server's words (or what to check), and 重试. */
export function LoadError({ title, error, onRetry }: { title: string; error: unknown; onRetry(): void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={apiErrorMessage(error, '请检查网络后重试')}
      action={
        <Button size="small" onClick={onRetry}>
          重试
        </Button>
      }
    />
  );
}
