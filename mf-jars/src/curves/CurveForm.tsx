import type { ReactNode } from 'react';
import { Button, Card, Flex, Form, Input, InputNumber, Typography } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import {
  CURVE_DESCRIPTION_MAX_LENGTH,
  CURVE_MAX_STEPS,
  CURVE_NAME_MAX_LENGTH,
  CURVE_STEP_MAX_DAYS,
  CURVE_STEP_MIN_DAYS,
  intervalsText,
  type CurveBody,
} from '@memory/contracts';
import { CurveTimeline } from './CurveTimeline';
import { curveBodyOf, previewSteps, type CurveFormValues } from './curveFormValues';

export interface CurveFormProps {
  initialValues: CurveFormValues;
  submitLabel: string;
  submitting: boolean;
  /** What went wrong with the last submit, shown above the buttons. */
  error?: ReactNode;
  onSubmit(body: CurveBody): void;
  onCancel(): void;
}

const stepRangeMessage = `请输入 ${CURVE_STEP_MIN_DAYS} 到 ${CURVE_STEP_MAX_DAYS} 之间的整数天数`;

/**
 * Name, description and the review steps of a curve (SPEC §5: name required ≤ 40, description ≤ 200,
 * at least one step, each a whole number of days ≥ 1), with the reviews previewed live on a timeline.
 */
export function CurveForm({ initialValues, submitLabel, submitting, error, onSubmit, onCancel }: CurveFormProps) {
  const [form] = Form.useForm<CurveFormValues>();
  const watchedSteps = Form.useWatch('steps', form) ?? initialValues.steps;
  const preview = previewSteps(watchedSteps);

  return (
    <Form<CurveFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSubmit(curveBodyOf(values))}
      style={{ maxWidth: 720 }}
    >
      <Form.Item
        label="名称"
        name="name"
        rules={[
          { required: true, whitespace: true, message: '请输入曲线名称' },
          { max: CURVE_NAME_MAX_LENGTH, message: `名称不能超过 ${CURVE_NAME_MAX_LENGTH} 个字` },
        ]}
      >
        <Input placeholder="例如：考前冲刺" maxLength={CURVE_NAME_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item
        label="简介"
        name="description"
        rules={[{ max: CURVE_DESCRIPTION_MAX_LENGTH, message: `简介不能超过 ${CURVE_DESCRIPTION_MAX_LENGTH} 个字` }]}
      >
        <Input.TextArea placeholder="这条曲线适合记什么（选填）" maxLength={CURVE_DESCRIPTION_MAX_LENGTH} showCount rows={3} />
      </Form.Item>

      <Typography.Text strong>复习间隔</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBlock: '4px 12px' }}>
        每次复习距上一次复习的天数（第 1 次从记录当天算起）。
      </Typography.Paragraph>
      <Form.List
        name="steps"
        rules={[
          {
            validator: async (_rule, steps: unknown[] | undefined) => {
              if (!steps || steps.length === 0) throw new Error('至少需要一次复习');
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <Flex vertical gap={0}>
            {fields.map((field, index) => (
              <Flex key={field.key} align="baseline" gap={8}>
                <Typography.Text style={{ minWidth: 72 }}>{`第 ${index + 1} 次`}</Typography.Text>
                <Form.Item
                  name={field.name}
                  validateTrigger={['onChange', 'onBlur']}
                  style={{ marginBottom: 12 }}
                  rules={[
                    { required: true, message: '请输入间隔天数' },
                    { type: 'integer', min: CURVE_STEP_MIN_DAYS, max: CURVE_STEP_MAX_DAYS, message: stepRangeMessage },
                  ]}
                >
                  <InputNumber aria-label={`第 ${index + 1} 次复习间隔（天）`} precision={0} suffix="天" style={{ width: 140 }} />
                </Form.Item>
                <Button
                  type="text"
                  aria-label={`删除第 ${index + 1} 次复习`}
                  icon={<MinusCircleOutlined />}
                  disabled={fields.length <= 1}
                  onClick={() => remove(field.name)}
                />
              </Flex>
            ))}
            <Form.Item>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={fields.length >= CURVE_MAX_STEPS}
                // The next review defaults to the last interval again, the most common pattern.
                onClick={() => add(previewSteps(form.getFieldValue('steps') as (number | null)[]).at(-1) ?? 1)}
              >
                添加复习
              </Button>
              <Form.ErrorList errors={errors} />
            </Form.Item>
          </Flex>
        )}
      </Form.List>

      <Card size="small" title="预览" style={{ marginBottom: 24 }}>
        {preview.length > 0 ? (
          <Flex vertical gap={8}>
            <CurveTimeline steps={preview} />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {`共 ${preview.length} 次复习，间隔：${intervalsText(preview)}`}
            </Typography.Text>
          </Flex>
        ) : (
          <Typography.Text type="secondary">填写复习间隔后在这里预览</Typography.Text>
        )}
      </Card>

      {error ? <div style={{ marginBottom: 16 }}>{error}</div> : null}
      <Flex gap={12}>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {submitLabel}
        </Button>
        <Button onClick={onCancel}>取消</Button>
      </Flex>
    </Form>
  );
}
