// Covers and item files go through the attachments route: a browser-made id, then a signed URL (SPEC §3, §7).
import { useCallback } from 'react';
import { nanoid } from 'nanoid';
import { ATTACHMENT_ID_LENGTH } from '@memory/contracts';
import { useRequestAttachmentUploadMutation } from '@memory/api';

export function useAttachmentTarget() {
  const [requestUpload] = useRequestAttachmentUploadMutation();
  return useCallback(
    async (contentType: string) => (await requestUpload({ id: nanoid(ATTACHMENT_ID_LENGTH), contentType }).unwrap()).data,
    [requestUpload],
  );
}
