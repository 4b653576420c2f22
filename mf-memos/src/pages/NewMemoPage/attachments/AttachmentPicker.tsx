import { useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, Flex, Progress, Typography } from 'antd';
import { CloseOutlined, LockOutlined, PictureOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { IMAGE_EXTENSIONS, VIDEO_EXTENSIONS, hrefTo, type AttachmentType } from '@memory/contracts';
import type { AttachmentUpload } from './useAttachmentUploads';


export interface AttachmentPickerProps {
  uploads: readonly AttachmentUpload[];
  /** Images and videos are premium (SPEC §6): free and trial accounts see them locked. */
  locked: boolean;
  onFiles(files: File[], type: AttachmentType): void;
  onRemove(key: string): void;
}

function PickButton({ type, onFiles }: { type: AttachmentType; onFiles: AttachmentPickerProps['onFiles'] }) {
  const input = useRef<HTMLInputElement>(null);
  const isImage = type === 'IMAGE';
  return (
    <>
      <Button icon={isImage ? <PictureOutlined /> : <VideoCameraOutlined />} onClick={() => input.current?.click()}>
        {isImage ? '图片' : '视频'}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        multiple
        aria-label={isImage ? '上传图片' : '上传视频'}
        accept={(isImage ? IMAGE_EXTENSIONS : VIDEO_EXTENSIONS).join(',')}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])], type);
          event.target.value = '';
        }}
      />
    </>
  );
}

function UploadTile({ upload, onRemove }: { upload: AttachmentUpload; onRemove(): void }) {
  return (
    <div style={{ position: 'relative', width: 96, height: 96, borderRadius: 8, overflow: 'hidden', background: 'var(--memory-color-border)' }}>
      {upload.type === 'IMAGE' ? (
        <img src={upload.previewUrl} alt={upload.name} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <video src={upload.previewUrl} aria-label={upload.name} muted style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      )}
      {upload.status === 'uploading' ? (
        <Flex align="center" justify="center" style={{ position: 'absolute', inset: 0, background: 'rgba(0,0,0,.35)' }}>
          <Progress type="circle" size={48} percent={upload.progress} aria-label={`${upload.name} 上传中`} />
        </Flex>
      ) : null}
      <Button
        size="small"
        shape="circle"
        icon={<CloseOutlined />}
        aria-label={`移除 ${upload.name}`}
        onClick={onRemove}
        style={{ position: 'absolute', top: 4, right: 4 }}
      />
    </div>
  );
}

/** 图片 / 视频 buttons and the tiles of what is being or has been uploaded. */
export function AttachmentPicker({ uploads, locked, onFiles, onRemove }: AttachmentPickerProps) {
  const { pathname, search } = useLocation();
  if (locked) {
    return (
      <Flex gap={8} align="center" wrap>
        <Button icon={<LockOutlined />} disabled>
          图片
        </Button>
        <Button icon={<LockOutlined />} disabled>
          视频
        </Button>
        <Typography.Text type="secondary">
          图片和视频为会员功能，<Link to={hrefTo.memberCards} state={{ from: pathname + search }} style={{ textDecoration: 'underline' }}>开通会员卡</Link>
        </Typography.Text>
      </Flex>
    );
  }
  return (
    <Flex vertical gap={8}>
      <Flex gap={8}>
        <PickButton type="IMAGE" onFiles={onFiles} />
        <PickButton type="VIDEO" onFiles={onFiles} />
      </Flex>
      {uploads.length > 0 ? (
        <Flex wrap gap={8}>
          {uploads.map((upload) => (
            <UploadTile key={upload.key} upload={upload} onRemove={() => onRemove(upload.key)} />
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
