import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { texts } from '../../texts';

export interface RemoteIncompatibleProps {
  /** Load the page again, which brings the newest shell. */
  onReload(): void;
  /** Extra detail for the curious (e.g. the exports the module needs). */
  detail?: ReactNode;
}

/**
 * What a module's area shows when the module was built for a newer shell (it needs shared code this page's shell
 * lacks): retrying cannot help and the network is fine, so it says so and offers a reload instead of 重试.
 */
export function RemoteIncompatible({ onReload, detail }: RemoteIncompatibleProps) {
  return (
    <Result
      role="alert"
      status="info"
      title={texts.remoteIncompatible.title}
      subTitle={detail ?? texts.remoteIncompatible.hint}
      extra={
        <Button type="primary" onClick={onReload}>
          {texts.remoteIncompatible.reload}
        </Button>
      }
    />
  );
}
