import { App, Button, Card, Flex, Form, InputNumber, Skeleton } from 'antd';
import { HISTORY_COUNT_MAX, HISTORY_COUNT_MIN, readHistoryCount } from '@memory/contracts';
import { apiErrorMessage, useGetSettingQuery, useUpdateSettingMutation } from '@memory/api';

interface HistoryCountForm {
  historyCount: number;
}

const rangeMessage = `请输入 ${HISTORY_COUNT_MIN} 到 ${HISTORY_COUNT_MAX} 之间的整数`;

/** 历史 MEMOS 缓存数量: how many delivered posts the review feed keeps (form rule 10–100). */
export function HistoryCountCard() {
  const { data: setting, isLoading } = useGetSettingQuery('HISTORY_COUNT');
  const [updateSetting, { isLoading: saving }] = useUpdateSettingMutation();
  const { message } = App.useApp();

  const save = async ({ historyCount }: HistoryCountForm) => {
    try {
      await updateSetting({ name: 'HISTORY_COUNT', value: String(historyCount) }).unwrap();
      message.success('已保存');
    } catch (error) {
      message.error(apiErrorMessage(error, '保存失败'));
    }
  };

  return (
    <Card title="历史 MEMOS">
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <Form<HistoryCountForm>
          // Re-initialise when the stored value arrives or changes; a stored value outside 1–100 reads as 30.
          key={setting?.value ?? 'unset'}
          layout="vertical"
          initialValues={{ historyCount: readHistoryCount(setting?.value) }}
          onFinish={(values) => void save(values)}
        >
          {/* The button sits beside the number, and the message takes the item's reserved bottom margin:
              a wrong value never moves 保存. */}
          <Form.Item label="历史 MEMOS 缓存数量" required>
            <Flex gap={8} align="center">
              <Form.Item
                noStyle
                name="historyCount"
                rules={[
                  { required: true, message: rangeMessage },
                  { type: 'integer', min: HISTORY_COUNT_MIN, max: HISTORY_COUNT_MAX, message: rangeMessage },
                ]}
              >
                <InputNumber aria-label="历史 MEMOS 缓存数量" precision={0} />
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
