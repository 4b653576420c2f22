// The attachments of a new memo: checks each picked or pasted file, uploads it (the upload code loads on first
// use) and keeps its progress; a failed upload is removed with a message (SPEC §4, §8).
import { useCallback, useRef, useState } from 'react';
import { App } from 'antd';
import { exceedsSizeLimit, isAcceptedFileName, MAX_ATTACHMENTS, UPLOAD_MESSAGES, type AttachmentRef, type AttachmentType } from '@memory/contracts';
import { apiErrorMessage, useRequestAttachmentUploadMutation } from '@memory/api';
import { fileIsWhatItClaims } from '@memory/design-system/file-check';

export interface AttachmentUpload {
  key: string;
  type: AttachmentType;
  name: string;
  previewUrl: string;
  status: 'uploading' | 'done';
  progress: number;
  ref?: AttachmentRef;
}

let nextKey = 1;

export function useAttachmentUploads() {
  const { message } = App.useApp();
  const [requestUpload] = useRequestAttachmentUploadMutation();
  const [uploads, setUploads] = useState<AttachmentUpload[]>([]);
  const count = useRef(0);
  count.current = uploads.length;

  const update = (key: string, change: Partial<AttachmentUpload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  const remove = useCallback((key: string) => {
    setUploads((all) => {
      const gone = all.find((upload) => upload.key === key);
      if (gone) URL.revokeObjectURL(gone.previewUrl);
      return all.filter((upload) => upload !== gone);
    });
  }, []);

  const upload = async (file: File, type: AttachmentType) => {
    const key = `upload-${nextKey++}`;
    const previewUrl = URL.createObjectURL(file);
    setUploads((all) => [...all, { key, type, name: file.name, previewUrl, status: 'uploading', progress: 0 }]);
    try {
      const { uploadAttachment } = await import('./uploadAttachment');
      const done = await uploadAttachment(file, type, {
        requestUpload: (body) => requestUpload(body).unwrap(),
        onProgress: (progress) => update(key, { progress }),
      });
      update(key, { status: 'done', progress: 100, ref: { id: done.id, type, ...(done.blurHash ? { blurHash: done.blurHash } : {}) } });
    } catch (error) {
      remove(key);
      // The server's words when it refused (quota, size, type); else which kind of file failed.
      message.error(apiErrorMessage(error, UPLOAD_MESSAGES.failed[type]));
    }
  };

  /**
   * Files of one kind from the picker or a paste; a file of another kind, renamed to what it is not, or too large is
   * refused, saying why. Each file's first bytes are read before it is taken (the server checks them again).
   */
  const addFiles = (files: readonly File[], type: AttachmentType) => void takeFiles(files, type);
  const takeFiles = async (files: readonly File[], type: AttachmentType) => {
    for (const file of files) {
      if (!isAcceptedFileName(file.name, type)) {
        message.error(UPLOAD_MESSAGES.refused[type]);
        continue;
      }
      if (exceedsSizeLimit(type, file.size)) {
        message.error(UPLOAD_MESSAGES.tooLarge[type]);
        continue;
      }
      if (!(await fileIsWhatItClaims(file))) {
        message.error(UPLOAD_MESSAGES.refused[type]);
        continue;
      }
      if (count.current >= MAX_ATTACHMENTS) return;
      count.current += 1;
      void upload(file, type);
    }
  };

  const clear = () => {
    for (const upload of uploads) URL.revokeObjectURL(upload.previewUrl);
    setUploads([]);
  };

  const refs = uploads.flatMap((upload) => (upload.ref ? [upload.ref] : []));
  const uploading = uploads.some((upload) => upload.status === 'uploading');
  return { uploads, refs, uploading, addFiles, remove, clear };
}
