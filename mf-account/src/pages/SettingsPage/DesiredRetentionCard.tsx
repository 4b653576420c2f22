import { App, Button, Card, Flex, Form, InputNumber, Skeleton } from 'antd';
import {
  DESIRED_RETENTION_DEFAULT,
  DESIRED_RETENTION_MAX,
  DESIRED_RETENTION_MESSAGE,
  DESIRED_RETENTION_MIN,
  readDesiredRetention,
} from '@memory/contracts';
import { apiErrorMessage, useGetSettingQuery, useUpdateSettingMutation } from '@memory/api';

interface DesiredRetentionForm {
  desiredRetention: number;
}

export const DESIRED_RETENTION_HELP = `智能曲线按这个比例安排复习：越高，复习越频繁，忘得越少；越低，复习越少。默认 ${DESIRED_RETENTION_DEFAULT}%，可设 ${DESIRED_RETENTION_MIN}%–${DESIRED_RETENTION_MAX}%。`;

/** 目标记忆率: the share of 智能曲线 reviews the learner wants to still remember (DESIRED_RETENTION, 80–97). */
export function DesiredRetentionCard() {
  const { data: setting, isLoading } = useGetSettingQuery('DESIRED_RETENTION');
  const [updateSetting, { isLoading: saving }] = useUpdateSettingMutation();
  const { message } = App.useApp();

  const save = async ({ desiredRetention }: DesiredRetentionForm) => {
    try {
      await updateSetting({ name: 'DESIRED_RETENTION', value: String(desiredRetention) }).unwrap();
      message.success('已保存');
    } catch (error) {
      message.error(apiErrorMessage(error, '保存失败'));
    }
  };

  return (
    <Card title="智能曲线">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Form<DesiredRetentionForm>
          // Re-initialise when the stored value arrives or changes; anything invalid reads as 90.
          key={setting?.value ?? 'unset'}
          layout="vertical"
          initialValues={{ desiredRetention: readDesiredRetention(setting?.value) }}
          onFinish={(values) => void save(values)}
        >
          <Form.Item label="目标记忆率" required extra={DESIRED_RETENTION_HELP}>
            <Flex gap={8} align="center">
              <Form.Item
                noStyle
                name="desiredRetention"
                rules={[
                  { required: true, message: DESIRED_RETENTION_MESSAGE },
                  { type: 'integer', min: DESIRED_RETENTION_MIN, max: DESIRED_RETENTION_MAX, message: DESIRED_RETENTION_MESSAGE },
                ]}
              >
                <InputNumber aria-label="目标记忆率" precision={0} suffix="%" style={{ width: 120 }} />
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
