import { Flex } from 'antd';
import type { Attachment } from '@memory/contracts';
import { BlurhashImage } from '@memory/design-system/blurhash-image';

const TILE = 160;

/** The images, videos and sounds of a post or memo; an image whose file cannot be drawn shows 图片无法显示. */
export function PostAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Flex wrap gap={8}>
      {attachments.map((attachment) =>
        attachment.type === 'IMAGE' ? (
          <BlurhashImage
            key={attachment.id}
            src={attachment.url}
            blurHash={attachment.blurHash}
            alt="图片"
            loading="lazy"
            style={{ width: TILE, height: TILE, borderRadius: 8 }}
          />
        ) : attachment.type === 'AUDIO' ? (
          // An imported deck's pronunciation: played on demand, nothing loaded before.
          <audio key={attachment.id} src={attachment.url} controls preload="none" aria-label="音频" style={{ maxWidth: 320 }} />
        ) : (
          <video key={attachment.id} src={attachment.url} controls preload="metadata" aria-label="视频" style={{ maxWidth: 320, borderRadius: 8 }} />
        ),
      )}
    </Flex>
  );
}
