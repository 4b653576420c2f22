import { useState } from 'react';
import { Flex } from 'antd';
import type { Attachment } from '@memory/contracts';
import { BlurhashCanvas } from './BlurhashCanvas';

const TILE = 160;

/** An image under its blurhash placeholder; the placeholder goes once the image has loaded. */
function AttachedImage({ attachment }: { attachment: Attachment }) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div style={{ position: 'relative', width: TILE, height: TILE, borderRadius: 8, overflow: 'hidden' }}>
      {attachment.blurHash && !loaded ? <BlurhashCanvas hash={attachment.blurHash} /> : null}
      <img
        src={attachment.url}
        alt="图片"
        loading="lazy"
        onLoad={() => setLoaded(true)}
        style={{ position: 'relative', width: '100%', height: '100%', objectFit: 'cover', opacity: loaded ? 1 : 0, transition: 'opacity .2s' }}
      />
    </div>
  );
}

/** The images and videos of a post or memo. */
export function PostAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Flex wrap gap={8}>
      {attachments.map((attachment) =>
        attachment.type === 'IMAGE' ? (
          <AttachedImage key={attachment.id} attachment={attachment} />
        ) : (
          <video key={attachment.id} src={attachment.url} controls preload="metadata" aria-label="视频" style={{ maxWidth: 320, borderRadius: 8 }} />
        ),
      )}
    </Flex>
  );
}
