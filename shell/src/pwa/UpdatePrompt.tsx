import { useEffect } from 'react';
import { App, Button } from 'antd';
import { onUpdateReady } from './update-ready';

const NOTIFICATION_KEY = 'memory-update-ready';

/**
 * 新版本已就绪 · 刷新, quietly in a corner and until the person chooses: the tab never reloads by itself (a review
 * in progress would be lost); the next page load takes the new version anyway.
 */
export function UpdatePrompt() {
  const { notification } = App.useApp();
  useEffect(
    () =>
      onUpdateReady((apply) => {
        notification.open({
          key: NOTIFICATION_KEY,
          title: '新版本已就绪',
          description: '刷新页面即可使用新版本。',
          placement: 'bottomRight',
          duration: 0,
          role: 'status',
          actions: (
            <Button type="primary" size="small" onClick={apply}>
              刷新
            </Button>
          ),
        });
      }),
    [notification],
  );
  return null;
}
