import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { texts } from '../../texts';

export interface RemoteUnavailableProps {
  /** Try loading / mounting the module again. */
  onRetry(): void;
  /** Extra detail for the curious (e.g. the failing module's name or error message). */
  detail?: ReactNode;
  /** Show the retry button as busy while a retry is under way. */
  retrying?: boolean;
}

/** What a module's area shows when its code failed to load or crashed; the rest of the page keeps working. */
export function RemoteUnavailable({ onRetry, detail, retrying = false }: RemoteUnavailableProps) {
  return (
    <Result
      role="alert"
      status="warning"
      title={texts.remoteUnavailable.title}
      subTitle={detail ?? texts.remoteUnavailable.hint}
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          {texts.remoteUnavailable.retry}
        </Button>
      }
    />
  );
}
