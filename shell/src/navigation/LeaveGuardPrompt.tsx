import { useEffect } from 'react';
import { App } from 'antd';
import type { GuardedHistory } from './guarded-history';

/** The question the history asks before in-app navigation leaves unsaved work: 离开 goes on, 留下 stays. */
export function LeaveGuardPrompt({ history }: { history: GuardedHistory }) {
  const { modal } = App.useApp();
  useEffect(() => {
    history.setAsker(
      (message) =>
        new Promise<boolean>((resolve) => {
          modal.confirm({
            title: '离开这个页面？',
            content: message,
            okText: '离开',
            cancelText: '留下',
            onOk: () => resolve(true),
            onCancel: () => resolve(false),
          });
        }),
    );
    return () => history.setAsker(null);
  }, [history, modal]);
  return null;
}
