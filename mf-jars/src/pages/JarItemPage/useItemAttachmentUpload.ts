// Image and video files of a knowledge point (SPEC §2 item detail): checked, uploaded to a signed URL with
// progress, then attached to the item. A failure removes the upload with its message (SPEC §4, §8).
import { useState } from 'react';
import { App } from 'antd';
import { UPLOAD_MESSAGES, contentTypeFor, exceedsSizeLimit, isAcceptedFileName, type AttachmentType } from '@memory/contracts';
import { apiErrorMessage, putWithProgress, useAttachAttachmentMutation } from '@memory/api';
import { fileIsWhatItClaims } from '@memory/design-system/file-check';
import { blurhashOf } from '@memory/design-system/image-crop-upload';
import { useAttachmentTarget } from '../../jars/useCoverUpload';

export interface ItemUploadProgress {
  name: string;
  percent: number;
}

export function useItemAttachmentUpload(jarId: string, itemId: string) {
  const { message } = App.useApp();
  const requestTarget = useAttachmentTarget();
  const [attach] = useAttachAttachmentMutation();
  const [progress, setProgress] = useState<ItemUploadProgress | null>(null);

  const upload = async (file: File, type: AttachmentType) => {
    // .gif, .txt, a PNG given to 视频, or a file renamed to what it is not: said, never silently ignored.
    if (!isAcceptedFileName(file.name, type)) {
      message.error(UPLOAD_MESSAGES.refused[type]);
      return;
    }
    const contentType = contentTypeFor(file.name, file.type);
    if (exceedsSizeLimit(type, file.size)) {
      message.error(UPLOAD_MESSAGES.tooLarge[type]);
      return;
    }
    if (!(await fileIsWhatItClaims(file))) {
      message.error(UPLOAD_MESSAGES.refused[type]);
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      const [target, blurHash] = await Promise.all([requestTarget(contentType), type === 'IMAGE' ? blurhashOf(file) : undefined]);
      await putWithProgress(target.signedUrl, file, contentType, (percent) => setProgress({ name: file.name, percent }));
      await attach({ id: target.id, type, jarId, itemId, ...(blurHash ? { blurHash } : {}) }).unwrap();
      message.success('上传成功');
    } catch (failed) {
      message.error(apiErrorMessage(failed, UPLOAD_MESSAGES.failed[type]));
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress };
}
