import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { useOnline } from '../../online/useOnline';
import { texts } from '../../texts';

export interface RemoteUnavailableProps {
  /** Try loading / mounting the module again. */
  onRetry(): void;
  /** Extra detail for the curious (e.g. the failing module's name or error message). */
  detail?: ReactNode;
  /** Show the retry button as busy while a retry is under way. */
  retrying?: boolean;
}

/**
 * What a module's area shows when its code failed to load or crashed; the rest of the page keeps working. Offline it
 * says so (a page never opened online has no code on the device), and retries by itself once the network is back.
 */
export function RemoteUnavailable({ onRetry, detail, retrying = false }: RemoteUnavailableProps) {
  const online = useOnline();
  useRetryWhenOnline(online, onRetry);
  const words = texts.remoteUnavailable;
  return (
    <Result
      role="alert"
      status="warning"
      title={online ? words.title : words.offlineTitle}
      subTitle={detail ?? (online ? words.hint : words.offlineHint)}
      extra={
        <Button type="primary" onClick={onRetry} loading={retrying}>
          {texts.remoteUnavailable.retry}
        </Button>
      }
    />
  );
}

/** Calls `retry` when the browser comes back online after being offline while this was shown. */
function useRetryWhenOnline(online: boolean, retry: () => void): void {
  const latestRetry = useRef(retry);
  latestRetry.current = retry;
  const wasOffline = useRef(!online);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      latestRetry.current();
    }
  }, [online]);
}
