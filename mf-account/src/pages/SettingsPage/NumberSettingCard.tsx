import type { ReactNode } from 'react';
import { App, Button, Card, Flex, Form, InputNumber, Skeleton } from 'antd';
import type { SettingName } from '@memory/contracts';
import { apiErrorMessage, useGetSettingQuery, useUpdateSettingMutation } from '@memory/api';

export interface NumberSettingCardProps {
  title: string;
  setting: SettingName;
  /** The field's label, also its accessible name. */
  label: string;
  min: number;
  max: number;
  /** Shown for an empty or out-of-range value. */
  rangeMessage: string;
  /** The stored text as the number the form starts from (each setting's reader applies its default). */
  read: (stored: string | null | undefined) => number;
  extra?: ReactNode;
  suffix?: string;
}

/** A whole-number setting with its own 保存: 历史 MEMOS 缓存数量, 目标记忆率. */
export function NumberSettingCard({ title, setting, label, min, max, rangeMessage, read, extra, suffix }: NumberSettingCardProps) {
  const { data: stored, isLoading } = useGetSettingQuery(setting);
  const [updateSetting, { isLoading: saving }] = useUpdateSettingMutation();
  const { message } = App.useApp();

  const save = async ({ value }: { value: number }) => {
    try {
      await updateSetting({ name: setting, value: String(value) }).unwrap();
      message.success('已保存');
    } catch (error) {
      message.error(apiErrorMessage(error, '保存失败'));
    }
  };

  return (
    <Card title={title}>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Form<{ value: number }>
          // Re-initialise when the stored value arrives or changes; an invalid stored value reads as the default.
          key={stored?.value ?? 'unset'}
          layout="vertical"
          initialValues={{ value: read(stored?.value) }}
          onFinish={(values) => void save(values)}
        >
          {/* The button sits beside the number, and the message takes the item's reserved bottom margin:
              a wrong value never moves 保存. */}
          <Form.Item label={label} required extra={extra}>
            <Flex gap={8} align="center">
              <Form.Item
                noStyle
                name="value"
                rules={[
                  { required: true, message: rangeMessage },
                  { type: 'integer', min, max, message: rangeMessage },
                ]}
              >
                <InputNumber aria-label={label} precision={0} suffix={suffix} style={suffix ? { width: 120 } : undefined} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                保存
              </Button>
            </Flex>
          </Form.Item>
        </Form>
      )}
    </Card>
  );
}
