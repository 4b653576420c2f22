import { useEffect, useRef, useState } from 'react';
import { App, Upload, type UploadFile, type UploadProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import ImgCrop from 'antd-img-crop';
import { CROP, IMAGE_EXTENSIONS, UPLOAD_MESSAGES, contentTypeFor, exceedsSizeLimit, isAcceptedFileName } from '@memory/contracts';
// The shared root's texts, not '../../texts': this subpath is bundled into each remote that uses it, and a relative
// import gave the remote its own copy of every zh-CN text (the shared @memory/design-system has them already).
import { texts } from '@memory/design-system';
import { fileIsWhatItClaims } from '../FileCheck/fileCheck';
import { blurhashOf } from './blurhash';

// antd-img-crop reads antd's `version`; naming it here keeps it in the tree-shaken shared antd (tooling/federation/app-config.mjs).
export { version as antdVersion } from 'antd';

/** An uploaded, cropped image: the id the server gave it, a URL to show it, and its blurhash when one could be made. */
export interface CroppedImage {
  id: string;
  url: string;
  blurHash?: string | null;
}

/** Where to PUT the cropped file: the attachments route for covers, the avatar route for avatars. */
export interface SignedUploadTarget {
  signedUrl: string;
  id: string;
}

/**
 * PUTs the file to the signed URL, reporting progress 0–100: putWithProgress from '@memory/api' (the app wires it in,
 * so the design system stays UI only).
 */
export type PutFile = (signedUrl: string, file: Blob, contentType: string, onProgress: (percent: number) => void) => Promise<void>;

export interface ImageCropUploadProps {
  value?: CroppedImage | null;
  onChange?: (value: CroppedImage | null) => void;
  requestUpload: (contentType: string) => Promise<SignedUploadTarget>;
  putFile: PutFile;
  /** round: avatars (a round crop); rect: covers. */
  shape?: 'rect' | 'round';
  /** What the empty picker says, e.g. 上传封面. */
  label?: string;
  disabled?: boolean;
  /** false where there is nothing to go back to (an avatar is replaced, not removed). Default true. */
  removable?: boolean;
  onUploadingChange?: (uploading: boolean) => void;
}

interface Uploading {
  name: string;
  percent: number;
  previewUrl: string;
}

/**
 * The one picker for every cropped image (SPEC §2, §9): a single image, cropped with zoom 1–3, rotation −180…180 and
 * aspect 0.5–2 at quality 0.4 (antd-img-crop), uploaded to a signed URL with progress, with its blurhash, removable.
 * Too large → 单个图片大小不能超过20MB; a failed upload is removed with 图片上传失败 (SPEC §4, §8).
 */
export function ImageCropUpload({
  value,
  onChange,
  requestUpload,
  putFile,
  shape = 'rect',
  label = texts.imageCropUpload.upload,
  disabled = false,
  removable = true,
  onUploadingChange,
}: ImageCropUploadProps) {
  const { message } = App.useApp();
  const [uploading, setUploadingState] = useState<Uploading | null>(null);
  const alive = useRef(true);
  useEffect(() => () => void (alive.current = false), []);

  const setUploading = (next: Uploading | null) => {
    if (!alive.current) return;
    setUploadingState(next);
    onUploadingChange?.(next !== null);
  };

  const beforeUpload: UploadProps['beforeUpload'] = async (file) => {
    // The picker's filter can be switched to 所有文件, and files can be dropped: say which ones are taken. A file
    // renamed to .png is no image either: it gets the same words.
    if (!isAcceptedFileName(file.name, 'IMAGE') || !(await fileIsWhatItClaims(file))) {
      message.error(UPLOAD_MESSAGES.refused.IMAGE);
      return Upload.LIST_IGNORE;
    }
    if (exceedsSizeLimit('IMAGE', file.size)) {
      message.error(UPLOAD_MESSAGES.tooLarge.IMAGE);
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file }) => {
    const blob = file as File;
    const previewUrl = URL.createObjectURL(blob);
    const name = blob.name || 'image';
    setUploading({ name, percent: 0, previewUrl });
    void (async () => {
      try {
        const contentType = contentTypeFor(name, blob.type);
        const [target, blurHash] = await Promise.all([requestUpload(contentType), blurhashOf(blob)]);
        await putFile(target.signedUrl, blob, contentType, (percent) => {
          if (alive.current) setUploadingState((current) => (current ? { ...current, percent } : current));
        });
        onChange?.({ id: target.id, url: previewUrl, blurHash: blurHash ?? null });
      } catch {
        URL.revokeObjectURL(previewUrl);
        message.error(UPLOAD_MESSAGES.failed.IMAGE);
      } finally {
        setUploading(null);
      }
    })();
  };

  const fileList: UploadFile[] = uploading
    ? [{ uid: 'uploading', name: uploading.name, status: 'uploading', percent: uploading.percent, thumbUrl: uploading.previewUrl }]
    : value
      ? [{ uid: value.id, name: texts.imageCropUpload.current, status: 'done', url: value.url, thumbUrl: value.url }]
      : [];

  return (
    <ImgCrop
      quality={CROP.quality}
      minZoom={CROP.zoom.min}
      maxZoom={CROP.zoom.max}
      rotationSlider
      aspectSlider
      minAspect={CROP.aspect.min}
      maxAspect={CROP.aspect.max}
      showReset
      resetText={texts.imageCropUpload.reset}
      cropShape={shape}
      modalTitle={texts.imageCropUpload.modalTitle}
      modalOk={texts.imageCropUpload.ok}
      modalCancel={texts.imageCropUpload.cancel}
      // A file that cannot be taken skips the crop and goes to beforeUpload, which says why.
      beforeCrop={async (file) => isAcceptedFileName(file.name, 'IMAGE') && !exceedsSizeLimit('IMAGE', file.size) && (await fileIsWhatItClaims(file))}
    >
      <Upload
        accept={IMAGE_EXTENSIONS.join(',')}
        listType={shape === 'round' ? 'picture-circle' : 'picture-card'}
        maxCount={1}
        fileList={fileList}
        disabled={disabled}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        showUploadList={{ showPreviewIcon: false, showRemoveIcon: removable && !disabled }}
        onRemove={() => {
          onChange?.(null);
          return true;
        }}
      >
        {fileList.length === 0 || !removable ? (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'inherit', color: 'inherit' }} disabled={disabled}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{label}</div>
          </button>
        ) : null}
      </Upload>
    </ImgCrop>
  );
}
