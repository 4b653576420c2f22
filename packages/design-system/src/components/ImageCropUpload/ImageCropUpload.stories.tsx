import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { IMAGE_MAX_BYTES } from '@memory/contracts';
import { ImageCropUpload, type CroppedImage, type ImageCropUploadProps } from './ImageCropUpload';
import { BlurhashImage } from './BlurhashImage';

/** A 1×1 image as a data URL, standing in for an uploaded cover. */
const SAMPLE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200"><rect width="320" height="200" fill="#EDBD59"/><circle cx="160" cy="100" r="60" fill="#8a5a00"/></svg>');
const SAMPLE_HASH = 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH';

/** Never answers: the upload stays at its progress. */
const pending = () => new Promise<never>(() => undefined);
/** The signed-URL request fails (e.g. the server is down). */
const failing = () => Promise.reject(new Error('offline'));

function Controlled(props: Omit<ImageCropUploadProps, 'value' | 'onChange'> & { initial?: CroppedImage | null }) {
  const [value, setValue] = useState<CroppedImage | null>(props.initial ?? null);
  return <ImageCropUpload {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Design System/ImageCropUpload',
  component: Controlled,
  tags: ['autodocs'],
  args: { requestUpload: pending, putFile: pending, label: '上传封面' },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet. */
export const Empty: Story = {};

/** A cover already chosen (editing a jar): removable. */
export const WithImage: Story = { args: { initial: { id: 'cover', url: SAMPLE } } };

/** The avatar picker: a round crop. */
export const RoundAvatar: Story = { args: { shape: 'round', label: '上传头像' } };

export const RoundAvatarWithImage: Story = { args: { shape: 'round', label: '上传头像', initial: { id: 'avatar', url: SAMPLE } } };

export const Disabled: Story = { args: { disabled: true, initial: { id: 'cover', url: SAMPLE } } };

/** Reading a file's bytes, loading it into the cropper and hashing take a moment on a busy machine. */
const STEP_TIMEOUT_MS = 15_000;

function pick(canvasElement: HTMLElement, file: File) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return userEvent.upload(input, file);
}

async function pngFile(): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#EDBD59';
    context.fillRect(0, 0, 64, 64);
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made ?? new Blob()), 'image/png'));
  return new File([blob], 'cover.png', { type: 'image/png' });
}

/**
 * 确定 in the crop dialog once its image has loaded: the cropper learns the crop area from the loaded image, and a
 * 确定 before that crops nothing (a person sees the image first; a test on a busy machine may not).
 */
async function confirmCrop(): Promise<void> {
  const dialog = await within(document.body).findByRole('dialog');
  await waitFor(
    () => {
      const image = dialog.querySelector('img');
      expect(image !== null && image.complete && image.naturalWidth > 0).toBe(true);
    },
    { timeout: STEP_TIMEOUT_MS },
  );
  await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
}

/** Picking an image opens the crop dialog (zoom, rotation, aspect); 确定 starts the upload, shown with its progress. */
export const Uploading: Story = {
  play: async ({ canvasElement }) => {
    await pick(canvasElement, await pngFile());
    await confirmCrop();
    // The crop, then the file's bytes are checked (it must really be an image) before the upload starts.
    await waitFor(() => expect(canvasElement.querySelector('.ant-upload-list-item-uploading')).not.toBeNull(), { timeout: STEP_TIMEOUT_MS });
  },
};

/** A failed upload is removed and 图片上传失败 shows. */
export const UploadFailed: Story = {
  args: { requestUpload: failing },
  play: async ({ canvasElement }) => {
    await pick(canvasElement, await pngFile());
    await confirmCrop();
    await within(document.body).findByText('图片上传失败', undefined, { timeout: STEP_TIMEOUT_MS });
  },
};

/** Over 20 MB: refused before cropping, with the size message. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    // A real PNG (its bytes are checked first), said to be over the limit.
    const file = new File([await pngFile()], 'huge.png', { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: IMAGE_MAX_BYTES + 1 });
    await pick(canvasElement, file);
    await within(document.body).findByText('单个图片大小不能超过20MB', undefined, { timeout: STEP_TIMEOUT_MS });
  },
};

/** The cover placeholder: the blurhash paints until the image has loaded. */
export const BlurhashPlaceholder: StoryObj<typeof BlurhashImage> = {
  render: () => <BlurhashImage src={null} blurHash={SAMPLE_HASH} alt="封面" style={{ width: 240, height: 135, borderRadius: 8 }} />,
};
