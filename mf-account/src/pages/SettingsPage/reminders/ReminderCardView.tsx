import { useEffect, useState } from 'react';
import { Alert, Button, Card, Checkbox, Flex, Input, Select, Skeleton, Switch, Tag, Typography } from 'antd';
import { isReminderEmailAddress, REMINDER_MESSAGES, type ReminderSettings, type UpdateReminderSettingsBody } from '@memory/contracts';

/** Whole and half hours: enough choice for a daily reminder, and a list a keyboard walks quickly. */
const TIMES = Array.from({ length: 48 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`);

export interface ReminderCardViewProps {
  /** undefined while loading. */
  settings: ReminderSettings | undefined;
  /** The card could not be read. */
  loadError?: string;
  onRetry?: () => void;
  /** A save, a permission or a subscription that failed: shown in the card until the next change. */
  error?: string | null;
  /** What the browser allows for notifications; 'unsupported' where Web Push does not exist (iOS outside the Home Screen). */
  permission: NotificationPermission | 'unsupported';
  saving?: boolean;
  sendingEmail?: boolean;
  onChange(next: UpdateReminderSettingsBody): void;
  onJarChange(jarId: string, enabled: boolean): void;
  onEmailSubmit(address: string): void;
}

/**
 * 复习提醒 as a card of 设置 (issue 30): on/off, the time (China time), the channels, the jars. Presentational: the
 * container (ReminderCard.tsx) talks to the server and the browser.
 */
export function ReminderCardView(props: ReminderCardViewProps) {
  const { settings, loadError, onRetry, error, permission, saving, sendingEmail, onChange, onJarChange, onEmailSubmit } = props;
  const [address, setAddress] = useState(settings?.emailAddress ?? '');
  /** Checked on submit (the browser's own bubble would speak the browser's language), cleared on typing. */
  const [addressInvalid, setAddressInvalid] = useState(false);
  useEffect(() => setAddress(settings?.emailAddress ?? ''), [settings?.emailAddress]);

  if (loadError) {
    return (
      <Card title="复习提醒">
        <Alert type="error" showIcon title={loadError} action={onRetry ? <Button size="small" onClick={onRetry}>重试</Button> : undefined} />
      </Card>
    );
  }
  if (!settings) {
    return (
      <Card title="复习提醒" aria-busy="true">
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  const current: UpdateReminderSettingsBody = { enabled: settings.enabled, time: settings.time, push: settings.push, email: settings.email };
  const change = (patch: Partial<UpdateReminderSettingsBody>) => onChange({ ...current, ...patch });
  const label = (text: string, id: string) => (
    <Typography.Text id={id} strong>
      {text}
    </Typography.Text>
  );

  return (
    <Card title="复习提醒">
      <Flex vertical gap={16}>
        <Flex gap={12} align="start">
          <Switch checked={settings.enabled} loading={saving} aria-label="复习提醒" style={{ flex: 'none' }} onChange={(enabled) => change({ enabled })} />
          <Typography.Text>每天在设定时间提醒一次，只在当天还有待复习的内容时提醒。</Typography.Text>
        </Flex>
        {error ? <Alert type="error" showIcon title={error} /> : null}

        {/* Off, the controls below are disabled (antd greys them); the labels stay readable. */}
        <Flex vertical gap={16} aria-disabled={!settings.enabled}>
          <Flex gap={12} align="center" wrap>
            {label('提醒时间', 'reminder-time-label')}
            <Select
              aria-labelledby="reminder-time-label"
              value={settings.time}
              disabled={!settings.enabled}
              style={{ width: 120 }}
              options={(TIMES.includes(settings.time) ? TIMES : [settings.time, ...TIMES]).map((time) => ({ value: time, label: time }))}
              onChange={(time: string) => change({ time })}
            />
            <Typography.Text type="secondary">北京时间</Typography.Text>
          </Flex>

          <Flex vertical gap={8}>
            {label('提醒方式', 'reminder-channels-label')}
            <Flex vertical gap={8} role="group" aria-labelledby="reminder-channels-label">
              <div>
                <Checkbox
                  checked={settings.push}
                  disabled={!settings.enabled || permission === 'unsupported'}
                  onChange={(event) => change({ push: event.target.checked })}
                >
                  浏览器通知
                </Checkbox>
                {settings.push && settings.pushDevices > 0 ? <Tag color="success">已在 {settings.pushDevices} 台设备开启</Tag> : null}
                <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0 24px' }}>
                  {permission === 'unsupported'
                    ? '这个浏览器不支持网页通知（iPhone 和 iPad 需先「添加到主屏幕」）。'
                    : permission === 'denied'
                      ? '浏览器已禁止本站的通知：请在浏览器的网站设置中允许通知后再开启。'
                      : '开启时浏览器会询问是否允许通知：允许后，到了提醒时间即使没有打开本站也能收到提醒。'}
                </Typography.Paragraph>
              </div>
              {settings.emailAvailable ? (
                <div>
                  <Checkbox checked={settings.email} disabled={!settings.enabled} onChange={(event) => change({ email: event.target.checked })}>
                    邮件
                  </Checkbox>
                  {settings.emailAddress ? (
                    <Tag color={settings.emailConfirmed ? 'success' : 'warning'}>{settings.emailConfirmed ? '邮箱已确认' : '待确认'}</Tag>
                  ) : null}
                  {settings.email ? (
                    <form
                      noValidate
                      style={{ margin: '8px 0 0 24px' }}
                      onSubmit={(event) => {
                        event.preventDefault();
                        if (!isReminderEmailAddress(address)) {
                          setAddressInvalid(true);
                          return;
                        }
                        onEmailSubmit(address.trim());
                      }}
                    >
                      <Flex gap={8} wrap>
                        <Input
                          type="email"
                          aria-label="提醒邮箱"
                          placeholder="name@example.com"
                          value={address}
                          autoComplete="email"
                          status={addressInvalid ? 'error' : undefined}
                          aria-invalid={addressInvalid}
                          aria-describedby={addressInvalid ? 'reminder-email-error' : undefined}
                          style={{ maxWidth: 280 }}
                          onChange={(event) => {
                            setAddress(event.target.value);
                            setAddressInvalid(false);
                          }}
                        />
                        <Button htmlType="submit" loading={sendingEmail} disabled={!address.trim()}>
                          {settings.emailAddress && !settings.emailConfirmed ? '重新发送确认邮件' : '发送确认邮件'}
                        </Button>
                      </Flex>
                      {addressInvalid ? (
                        <Typography.Paragraph id="reminder-email-error" type="danger" role="alert" style={{ margin: '4px 0 0' }}>
                          {REMINDER_MESSAGES.address}
                        </Typography.Paragraph>
                      ) : null}
                      <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
                        {settings.emailAddress && !settings.emailConfirmed
                          ? `确认邮件已发到 ${settings.emailAddress}，点击邮件中的链接后才会发送提醒。`
                          : '每封提醒邮件都带有一键退订链接。'}
                      </Typography.Paragraph>
                    </form>
                  ) : null}
                </div>
              ) : null}
            </Flex>
          </Flex>

          <Flex vertical gap={8}>
            {label('提醒哪些知识罐', 'reminder-jars-label')}
            {settings.jars.length === 0 ? (
              <Typography.Text type="secondary">还没有知识罐：提醒只统计 MEMO。</Typography.Text>
            ) : (
              <Flex vertical gap={4} role="group" aria-labelledby="reminder-jars-label">
                {settings.jars.map((jar) => (
                  <Checkbox key={jar.id} checked={jar.enabled} disabled={!settings.enabled} onChange={(event) => onJarChange(jar.id, event.target.checked)}>
                    {jar.name}
                  </Checkbox>
                ))}
              </Flex>
            )}
          </Flex>
        </Flex>
      </Flex>
    </Card>
  );
}
