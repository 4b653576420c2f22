import { useState } from 'react';
import { App, Button, Card, Flex, Image, Progress, Typography, Upload } from 'antd';
import { DeleteOutlined, EditOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS, type Jar, type JarItem } from '@memory/contracts';
import { apiErrorMessage, useDeleteJarItemMutation, useDisattachAttachmentMutation, useGetJarItemQuery } from '@memory/api';
import { PageFrame } from '@memory/design-system';
import { ImageUnavailable } from '@memory/design-system/blurhash-image';
import { LoadFailure, Loading } from '../../jars/LoadState';
import { useJarRoute } from '../../jars/useJarRoute';
import { ItemMarkdown } from '../../jars/ItemMarkdown';
import { jarPaths } from '../../paths';
import { useItemAttachmentUpload } from './useItemAttachmentUpload';

/** 知识点详情: the 正面 (if any) above the content (clozes filled and marked), its images and videos (upload, remove), 编辑 and 删除 (删除成功 / 删除失败). */
export function JarItemPage() {
  const { id, itemId, jar, error: jarError } = useJarRoute();
  const { data: item, error, isError } = useGetJarItemQuery({ jarId: id, itemId });
  let content;
  if (jarError) content = <LoadFailure error={jarError} />;
  else if (isError) content = <LoadFailure error={error} what="知识点" />;
  else if (!jar || !item) content = <Loading />;
  else content = <ItemDetail jar={jar} item={item} />;
  return <PageFrame title="知识点详情">{content}</PageFrame>;
}

/** A file of the item, enlarged on click; 图片无法显示 in its place when the stored file cannot be drawn. */
function ItemImage({ url }: { url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <ImageUnavailable style={{ width: 160, height: 120, borderRadius: 6 }} />;
  return <Image src={url} alt="知识点图片" width={160} height={120} onError={() => setFailed(true)} style={{ objectFit: 'cover', borderRadius: 6 }} />;
}

function ItemDetail({ jar, item }: { jar: Jar; item: JarItem }) {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [deleteItem] = useDeleteJarItemMutation();
  const [disattach] = useDisattachAttachmentMutation();
  const { upload, progress } = useItemAttachmentUpload(jar.id, item.id);
  const creator = jar.role === 'CREATOR';
  const attachments = item.attachments ?? [];

  const confirmDelete = () =>
    modal.confirm({
      title: '删除这个知识点？',
      content: '删除后无法恢复，确定删除吗？',
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: async () => {
        try {
          await deleteItem({ jarId: jar.id, itemId: item.id }).unwrap();
          message.success('删除成功');
          navigate(jarPaths.detail(jar.id));
        } catch {
          message.error('删除失败');
        }
      },
    });

  const removeAttachment = async (attachmentId: string) => {
    try {
      await disattach({ id: attachmentId, jarId: jar.id, itemId: item.id }).unwrap();
    } catch (failed) {
      message.error(apiErrorMessage(failed, '移除失败'));
    }
  };

  return (
    <Flex vertical gap={16} style={{ maxWidth: 720 }}>
      <Link to={jarPaths.detail(jar.id)}>← 返回「{jar.name}」</Link>
      <Card>
        {item.front ? (
          <section aria-label="正面" style={{ paddingBottom: 12, marginBottom: 12, borderBottom: '1px dashed var(--memory-color-border)' }}>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              正面
            </Typography.Text>
            <div style={{ fontSize: 16 }}>
              <ItemMarkdown>{item.front}</ItemMarkdown>
            </div>
          </section>
        ) : null}
        <section aria-label="内容" style={{ fontSize: 16 }}>
          <ItemMarkdown cloze="filled">{item.content}</ItemMarkdown>
        </section>
      </Card>
      {attachments.length > 0 ? (
        <Flex gap={12} wrap aria-label="附件">
          {attachments.map((attachment) => (
            <Flex key={attachment.id} vertical gap={4} align="center">
              {attachment.type === 'IMAGE' ? (
                <ItemImage url={attachment.url} />
              ) : attachment.type === 'AUDIO' ? (
                <audio src={attachment.url} controls preload="none" aria-label="知识点音频" />
              ) : (
                <video src={attachment.url} controls width={240} style={{ borderRadius: 6 }} aria-label="知识点视频" />
              )}
              {creator ? (
                <Button size="small" type="link" danger onClick={() => void removeAttachment(attachment.id)}>
                  移除
                </Button>
              ) : null}
            </Flex>
          ))}
        </Flex>
      ) : null}
      {progress ? <Progress percent={progress.percent} size="small" aria-label={`正在上传 ${progress.name}`} /> : null}
      {creator ? (
        <Flex gap={8} wrap>
          <Upload accept={IMAGE_EXTENSIONS.join(',')} showUploadList={false} disabled={!!progress} beforeUpload={(file) => (void upload(file, 'IMAGE'), false)}>
            <Button icon={<PictureOutlined />} disabled={!!progress}>
              上传图片
            </Button>
          </Upload>
          <Upload accept={VIDEO_EXTENSIONS.join(',')} showUploadList={false} disabled={!!progress} beforeUpload={(file) => (void upload(file, 'VIDEO'), false)}>
            <Button icon={<VideoCameraOutlined />} disabled={!!progress}>
              上传视频
            </Button>
          </Upload>
          <Button icon={<EditOutlined />} onClick={() => navigate(jarPaths.itemEdit(jar.id, item.id))}>
            编辑
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={confirmDelete}>
            删除
          </Button>
        </Flex>
      ) : (
        // A subscriber may reword a point in their own copy; 同步 keeps their version (ARCHITECTURE §4 Subscriptions).
        <Flex gap={8} wrap>
          <Button icon={<EditOutlined />} onClick={() => navigate(jarPaths.itemEdit(jar.id, item.id))}>
            编辑
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
