import { useState } from 'react';
import type { UpdateReminderSettingsBody } from '@memory/contracts';
import {
  apiErrorMessage,
  useAddPushSubscriptionMutation,
  useGetReminderSettingsQuery,
  useSetJarReminderMutation,
  useSetReminderEmailMutation,
  useUpdateReminderSettingsMutation,
} from '@memory/api';
import { notificationPermission, subscribeThisBrowser } from './browserPush';
import { ReminderCardView } from './ReminderCardView';

/**
 * 复习提醒: the card's state is the server's (GET /reminders/settings). Turning 浏览器通知 on first asks the browser
 * for permission and registers its subscription; only then is the channel saved as on.
 */
export function ReminderCard() {
  const { data, error: loadError, refetch } = useGetReminderSettingsQuery();
  const [update, updating] = useUpdateReminderSettingsMutation();
  const [setJar] = useSetJarReminderMutation();
  const [addSubscription] = useAddPushSubscriptionMutation();
  const [setEmail, sendingEmail] = useSetReminderEmailMutation();
  const [error, setError] = useState<string | null>(null);
  const [permission, setPermission] = useState(notificationPermission);
  const [subscribing, setSubscribing] = useState(false);

  const change = async (next: UpdateReminderSettingsBody) => {
    setError(null);
    try {
      if (next.push && !data?.push && data) {
        setSubscribing(true);
        try {
          await addSubscription(await subscribeThisBrowser(data.vapidPublicKey)).unwrap();
        } finally {
          setSubscribing(false);
          setPermission(notificationPermission());
        }
      }
      await update(next).unwrap();
    } catch (failed) {
      setError(failed instanceof Error ? failed.message : apiErrorMessage(failed, '保存失败，请稍后重试'));
    }
  };

  return (
    <ReminderCardView
      settings={data}
      loadError={loadError ? apiErrorMessage(loadError, '无法读取复习提醒设置，请稍后重试') : undefined}
      onRetry={() => void refetch()}
      error={error}
      permission={permission}
      saving={updating.isLoading || subscribing}
      sendingEmail={sendingEmail.isLoading}
      onChange={(next) => void change(next)}
      onJarChange={(jarId, enabled) => {
        setError(null);
        setJar({ jarId, enabled })
          .unwrap()
          .catch((failed: unknown) => setError(apiErrorMessage(failed, '保存失败，请稍后重试')));
      }}
      onEmailSubmit={(address) => {
        setError(null);
        setEmail({ address })
          .unwrap()
          .catch((failed: unknown) => setError(apiErrorMessage(failed, '确认邮件发送失败，请稍后重试')));
      }}
    />
  );
}
