import { useState } from 'react';
import { Alert, App, Button, Flex, Form, InputNumber, Radio, Skeleton, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { BATCH_MODES, JAR_BATCH_SIZE_MAX, JAR_BATCH_SIZE_MIN, PAGE_SIZES, curveSummary, type BatchMode, type Jar, type JarSettings } from '@memory/contracts';
import { apiErrorMessage, useGetCurvePagesInfiniteQuery, useUpdateJarSettingsMutation } from '@memory/api';
import { LoadError, PageFrame } from '@memory/design-system';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { useJarRoute } from '../../jars/useJarRoute';
import { jarPaths } from '../../paths';

const batchModeTexts: Record<BatchMode, { label: string; explanation: string }> = {
  SERIAL: { label: '舒缓', explanation: '上一批结束后开始下一批' },
  INTERSECT: { label: '快速', explanation: '上一批开始一段时间后开始下一批' },
};

/** 知识罐设置: 每批数量, 记忆曲线 (5 per page with 加载更多) and 批次模式, all required (SPEC §2, §5). */
export function JarSettingsPage() {
  const { jar, error } = useJarRoute();
  let content;
  if (error) content = <LoadFailure error={error} />;
  else if (!jar) content = <Loading />;
  else content = <JarSettingsForm key={jar.id} jar={jar} />;
  return <PageFrame title="知识罐设置">{content}</PageFrame>;
}

function JarSettingsForm({ jar }: { jar: Jar }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<JarSettings>();
  const [save, { isLoading }] = useUpdateJarSettingsMutation();
  const [failure, setFailure] = useState<unknown>(null);
  const curves = useGetCurvePagesInfiniteQuery({ size: PAGE_SIZES.curvesInJar });
  const curveList = curves.data?.pages.flatMap((page) => page.entries) ?? [];

  const submit = async (values: JarSettings) => {
    setFailure(null);
    try {
      await save({ id: jar.id, ...values }).unwrap();
      message.success('更新成功');
      navigate(jarPaths.detail(jar.id));
    } catch (failed) {
      setFailure(failed);
    }
  };

  return (
    <Form form={form} layout="vertical" initialValues={jar.settings} onFinish={(values) => void submit(values)} style={{ maxWidth: 640 }}>
      <Form.Item
        name="batchSize"
        label="每批数量"
        extra="每一批新学的知识点数"
        rules={[{ required: true, message: '请输入每批数量' }]}
      >
        <InputNumber min={JAR_BATCH_SIZE_MIN} max={JAR_BATCH_SIZE_MAX} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="curveId" label="记忆曲线" rules={[{ required: true, message: '请选择记忆曲线' }]}>
        {curves.isError ? (
          <LoadError title="记忆曲线加载失败" error={curves.error} onRetry={() => void curves.refetch()} />
        ) : !curves.data ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : (
          <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            {curveList.map((curve) => (
              <Radio key={curve.id} value={curve.id}>
                {curve.name}
                <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                  {curveSummary(curve)}
                </Typography.Text>
              </Radio>
            ))}
          </Radio.Group>
        )}
      </Form.Item>
      {curves.hasNextPage ? (
        <Button style={{ marginTop: -16, marginBottom: 16 }} loading={curves.isFetchingNextPage} onClick={() => void curves.fetchNextPage()}>
          加载更多
        </Button>
      ) : null}
      <Form.Item name="batchMode" label="批次模式" rules={[{ required: true, message: '请选择批次模式' }]}>
        <Radio.Group style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {BATCH_MODES.map((mode) => (
            <Radio key={mode} value={mode}>
              {batchModeTexts[mode].label}
              <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
                （{batchModeTexts[mode].explanation}）
              </Typography.Text>
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      {failure ? <Alert type="error" showIcon role="alert" title="更新失败" description={apiErrorMessage(failure, '请稍后重试')} style={{ marginBottom: 8 }} /> : null}
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          保存
        </Button>
        <Button onClick={() => navigate(jarPaths.detail(jar.id))}>取消</Button>
      </Flex>
    </Form>
  );
}
