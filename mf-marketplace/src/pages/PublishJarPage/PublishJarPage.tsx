import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Radio, Result, Select, Skeleton, Typography } from 'antd';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { DEFAULT_CATEGORY_NAME, MEMBERS_ONLY, TAG_MAX_LENGTH, hrefTo, isPremium, type JarType, type PublishTask } from '@memory/contracts';
import {
  apiErrorMessage,
  isNotFound,
  apiFieldErrors,
  isPremiumRequired,
  useCreatePublishTaskMutation,
  useGetAccountQuery,
  useGetCategoriesQuery,
  useGetJarQuery,
  useGetPublishTaskPageQuery,
} from '@memory/api';
import { ButtonLink, LoadError, MemberLock, PageFrame } from '@memory/design-system';
import { marketplacePaths, paths } from '../../paths';
import { PublishTagInput } from './PublishTagInput';

interface PublishForm {
  type: JarType;
  category: string;
  tags: string[];
}

/** Trimmed, non-empty, each once (SPEC §5: empty and duplicate tags are ignored). */
export const cleanTags = (tags: readonly string[]) => [...new Set(tags.map((tag) => tag.trim()).filter(Boolean))];

/** How many of the jar's newest publish records the page reads: enough to find its one 已发布 record and a review. */
const JAR_TASKS_READ = 20;

/**
 * 发布知识罐 (/home/jars/{id}/publish): 类型 (免费; 付费 not open yet), 分类 (default 其他), up to 5 标签 and the
 * 审核须知. Members publish jars they created; a subscribed jar cannot be published. A jar already published shows its
 * current record and offers 更新 (the server updates that one record); a jar in review says so.
 */
export function PublishJarPage() {
  const { id = '' } = useParams();
  const jar = useGetJarQuery(id);
  const account = useGetAccountQuery();
  const tasks = useGetPublishTaskPageQuery({ page: 1, size: JAR_TASKS_READ, jarId: id }, { skip: jar.data?.role !== 'CREATOR' });

  if (jar.isLoading || account.isLoading || tasks.isLoading) {
    return (
      <PageFrame title="发布知识罐">
        <Skeleton active paragraph={{ rows: 6 }} />
      </PageFrame>
    );
  }
  if (isNotFound(jar.error)) {
    return (
      <Result
        status="404"
        title="知识罐不存在"
        subTitle="这个知识罐不存在，或者已被删除。"
        extra={
          <ButtonLink type="primary" to={hrefTo.jars}>
            返回知识罐
          </ButtonLink>
        }
      />
    );
  }
  if (!jar.data) {
    return (
      <PageFrame title="发布知识罐">
        <LoadError title="知识罐加载失败" error={jar.error} onRetry={() => void jar.refetch()} />
      </PageFrame>
    );
  }
  const back = <Link to={hrefTo.jarDetail(jar.data.id)}>返回「{jar.data.name}」</Link>;
  if (jar.data.role !== 'CREATOR') {
    return (
      <PageFrame title="发布知识罐" extra={back}>
        <Alert type="info" showIcon title="订阅的知识罐不能发布" description="只有知识罐的创建者可以把它发布到知识市场。" />
      </PageFrame>
    );
  }
  if (account.data && !isPremium(account.data, new Date())) {
    return (
      <PageFrame title="发布知识罐" extra={back}>
        <MemberLock title={MEMBERS_ONLY.PUBLISH_JARS} description="升级会员后即可把知识罐发布到知识市场" memberCardsPath={hrefTo.memberCards} />
      </PageFrame>
    );
  }
  if (tasks.isError) {
    return (
      <PageFrame title="发布知识罐" extra={back}>
        <LoadError title="发布记录加载失败" error={tasks.error} onRetry={() => void tasks.refetch()} />
      </PageFrame>
    );
  }
  const entries = tasks.data?.entries ?? [];
  const published = entries.find((task) => task.status === 'PUBLISHED');
  const inReview = entries.find((task) => task.status === 'PUBLISHING');
  if (inReview) {
    return (
      <PageFrame title={`发布「${jar.data.name}」`} extra={back}>
        <Alert
          type="info"
          showIcon
          title="审核中"
          description={
            <span>
              这个知识罐的发布申请正在审核，审核结束后才能再次提交。<Link to={paths.publishTasks}>查看发布记录</Link>
            </span>
          }
        />
      </PageFrame>
    );
  }
  if (published) {
    return (
      <PageFrame title={`更新「${jar.data.name}」的发布信息`} extra={back}>
        <Alert
          type="success"
          showIcon
          title="已发布在知识市场"
          style={{ maxWidth: 560, marginBottom: 24 }}
          description={
            <span>
              下面是它现在的类型、分类和标签，修改后点「更新」，知识市场立即显示新的信息。知识点的修改不必重新发布，订阅者点「同步」即可收到。{' '}
              <Link to={marketplacePaths.publicJar(jar.data.id)}>在知识市场查看</Link>
            </span>
          }
        />
        <PublishJarForm jarId={jar.data.id} current={published} />
      </PageFrame>
    );
  }
  return (
    <PageFrame title={`发布「${jar.data.name}」`} extra={back}>
      <PublishJarForm jarId={jar.data.id} />
    </PageFrame>
  );
}

/** `current`: the jar's 已发布 record, shown as it is and updated in place. */
function PublishJarForm({ jarId, current }: { jarId: string; current?: PublishTask }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<PublishForm>();
  const { data: categories, isLoading: categoriesLoading, isError: categoriesFailed, refetch } = useGetCategoriesQuery();
  const [publish, publishing] = useCreatePublishTaskMutation();
  const { pathname, search } = useLocation();
  const [failure, setFailure] = useState<{ message: string; premium: boolean }>();
  const defaultCategory = categories?.find((category) => category.name === DEFAULT_CATEGORY_NAME)?.id;

  const submit = async (values: PublishForm) => {
    setFailure(undefined);
    try {
      const task = await publish({ jarId, type: values.type, category: values.category, tags: cleanTags(values.tags ?? []) }).unwrap();
      if (current) {
        message.success('已更新，知识市场显示的是新的信息');
        navigate(marketplacePaths.publicJar(jarId));
        return;
      }
      message.success(task.status === 'PUBLISHED' ? '发布成功，已上架知识市场' : '已提交，审核通过后会出现在知识市场');
      navigate(paths.publishTasks);
    } catch (error) {
      const fields = apiFieldErrors(error);
      form.setFields(
        (['type', 'category', 'tags'] as const).filter((name) => fields[name]).map((name) => ({ name, errors: [fields[name]!] })),
      );
      // A 403 here means the membership lapsed while the form was open: the form stays, with the way to 会员卡.
      setFailure({ message: apiErrorMessage(error, current ? '更新失败' : '发布失败'), premium: isPremiumRequired(error) });
    }
  };

  if (categoriesFailed) return <LoadError title="分类加载失败" onRetry={() => void refetch()} />;
  if (categoriesLoading || !categories) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <Form<PublishForm>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={current ? { type: current.type, category: current.category, tags: current.tags } : { type: 'FREE', category: defaultCategory, tags: [] }}
      onFinish={(values) => void submit(values)}
      onValuesChange={() => setFailure(undefined)}
      requiredMark="optional"
    >
      <Form.Item name="type" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
        <Radio.Group
          options={[
            { value: 'FREE', label: '免费' },
            { value: 'PAID', label: '付费（暂未开放）', disabled: true },
          ]}
        />
      </Form.Item>
      <Form.Item name="category" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
        <Select aria-label="分类" options={categories.map((category) => ({ value: category.id, label: category.name }))} />
      </Form.Item>
      <Form.Item
        name="tags"
        label="标签"
        normalize={(value: string[]) => cleanTags(value ?? [])}
        rules={[
          {
            validator: (_rule, value: string[] = []) =>
              value.every((tag) => tag.length <= TAG_MAX_LENGTH) ? Promise.resolve() : Promise.reject(new Error(`每个标签最多 ${TAG_MAX_LENGTH} 个字`)),
          },
        ]}
      >
        <PublishTagInput />
      </Form.Item>
      {/* An update of a published jar's record is not reviewed again: the notice is for a first submission. */}
      {current ? null : (
        <Alert
          type="info"
          showIcon
          title="审核须知"
          role="note"
          style={{ marginBottom: 24 }}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              <li>发布后，知识罐的名称、简介、封面和全部知识点对所有人可见。</li>
              <li>请只发布你有权分享的内容：原创、公有领域或已获授权的材料。</li>
              <li>审核一般在 1 个工作日内完成；审核中可以取消，被驳回时会写明原因，修改后可重新提交。</li>
              <li>发布后你对知识点的修改，订阅者点击「同步」即可收到，他们的学习进度不受影响。</li>
            </ul>
          }
        />
      )}
      <Flex vertical gap={8}>
        <Button type="primary" htmlType="submit" loading={publishing.isLoading} style={{ alignSelf: 'flex-start' }}>
          {current ? '更新' : '发布'}
        </Button>
        {/* Space kept for the message, so it appearing never moves the button. */}
        <Typography.Text type="danger" role="alert" style={{ minHeight: 22 }}>
          {failure?.message ?? ''}
          {failure?.premium ? (
            <>
              {' '}
              <Link to={hrefTo.memberCards} state={{ from: pathname + search }} style={{ textDecoration: 'underline' }}>
                前往会员卡
              </Link>
            </>
          ) : null}
        </Typography.Text>
      </Flex>
    </Form>
  );
}
