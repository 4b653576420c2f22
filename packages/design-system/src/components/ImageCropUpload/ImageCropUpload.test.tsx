import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES } from '@memory/contracts';
import { renderInTheme } from '../../../test/renderInTheme';
import { ImageCropUpload, type CroppedImage } from './ImageCropUpload';

// The crop modal draws on a canvas jsdom does not have; here the picked file goes straight to the upload
// (the crop itself is exercised in the browser: the e2e avatar journey and the stories).
jest.mock('antd-img-crop', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }));

const target = (id: string) => ({ id, signedUrl: `https://uploads.test/${id}?signature=fake` });
/** The PUT to the signed URL (putWithProgress in the apps): reports progress, then succeeds. */
const putFile = jest.fn(async (_signedUrl: string, _file: Blob, _contentType: string, onProgress: (percent: number) => void) => onProgress(100));
beforeEach(() => putFile.mockClear());
/** The first bytes of a PNG (signature and IHDR), which is what the picker reads to tell an image. */
const PNG_START = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52];
const png = (bytes = 16) => {
  const body = new Uint8Array(Math.max(bytes, PNG_START.length));
  body.set(PNG_START);
  return new File([body], 'cover.png', { type: 'image/png' });
};
const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('ImageCropUpload', () => {
  beforeAll(() => {
    // Node's own URL.createObjectURL refuses jsdom's File.
    URL.createObjectURL = () => 'blob:preview';
    URL.revokeObjectURL = () => undefined;
  });

  it('uploads the picked image to the signed URL and hands over its id', async () => {
    const onChange = jest.fn<void, [CroppedImage | null]>();
    const requestUpload = jest.fn(async (_contentType: string) => target('cover-1'));
    renderInTheme(<ImageCropUpload putFile={putFile} requestUpload={requestUpload} onChange={onChange} label="上传封面" />);
    expect(screen.getByText('上传封面')).toBeInTheDocument();

    await userEvent.upload(fileInput(), png());

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'cover-1' })));
    expect(requestUpload).toHaveBeenCalledWith('image/png');
    expect(putFile).toHaveBeenCalledWith(target('cover-1').signedUrl, expect.any(File), 'image/png', expect.any(Function));
  });

  it('refuses an image over 20 MB with the size message and uploads nothing', async () => {
    const requestUpload = jest.fn(async () => target('never'));
    renderInTheme(<ImageCropUpload putFile={putFile} requestUpload={requestUpload} />);
    const big = png(1);
    Object.defineProperty(big, 'size', { value: IMAGE_MAX_BYTES + 1 });

    await userEvent.upload(fileInput(), big);

    expect(await screen.findByText(UPLOAD_MESSAGES.tooLarge.IMAGE)).toBeInTheDocument();
    expect(requestUpload).not.toHaveBeenCalled();
  });

  it.each([
    ['动图.gif', 'image/gif'],
    ['笔记.txt', 'text/plain'],
  ])('refuses %s with a message naming the accepted types, and uploads nothing', async (name, type) => {
    const requestUpload = jest.fn(async () => target('never'));
    renderInTheme(<ImageCropUpload putFile={putFile} requestUpload={requestUpload} />);
    // As when the picker is switched to 所有文件 or the file is dropped.
    await userEvent.setup({ applyAccept: false }).upload(fileInput(), new File(['x'], name, { type }));

    expect(await screen.findByText('不支持这种文件：图片只能是 .png、.jpg、.jpeg、.svg')).toBeInTheDocument();
    expect(requestUpload).not.toHaveBeenCalled();
  });

  it.each([
    ['a text file renamed', new TextEncoder().encode('这不是图片，只是改了扩展名的笔记')],
    ['an MP4 renamed', new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0, 0, 2, 0])],
  ])('refuses %s to .png with the words a .txt gets, and uploads nothing', async (_what, bytes) => {
    const requestUpload = jest.fn(async () => target('never'));
    renderInTheme(<ImageCropUpload putFile={putFile} requestUpload={requestUpload} />);

    await userEvent.upload(fileInput(), new File([bytes], '照片.png', { type: 'image/png' }));

    expect(await screen.findByText('不支持这种文件：图片只能是 .png、.jpg、.jpeg、.svg')).toBeInTheDocument();
    expect(requestUpload).not.toHaveBeenCalled();
    expect(putFile).not.toHaveBeenCalled();
  });

  it('takes an SVG by its root element', async () => {
    const onChange = jest.fn();
    const requestUpload = jest.fn(async (_contentType: string) => target('svg-1'));
    renderInTheme(<ImageCropUpload putFile={putFile} requestUpload={requestUpload} onChange={onChange} />);

    const svg = '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"></svg>';
    await userEvent.upload(fileInput(), new File([svg], 'logo.svg', { type: 'image/svg+xml' }));

    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'svg-1' })));
    expect(requestUpload).toHaveBeenCalledWith('image/svg+xml');
  });

  it('removes a failed upload and says 图片上传失败', async () => {
    putFile.mockRejectedValueOnce(new Error('upload failed with 500'));
    const onChange = jest.fn();
    renderInTheme(<ImageCropUpload putFile={putFile} requestUpload={async () => target('cover-2')} onChange={onChange} />);

    await userEvent.upload(fileInput(), png());

    expect(await screen.findByText(UPLOAD_MESSAGES.failed.IMAGE)).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.getByText('上传图片')).toBeInTheDocument();
  });

  it('shows the current image and clears it on remove', async () => {
    const onChange = jest.fn();
    renderInTheme(<ImageCropUpload putFile={putFile} requestUpload={async () => target('x')} value={{ id: 'old', url: '/files/old.png' }} onChange={onChange} />);
    expect(screen.queryByText('上传图片')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /删除|remove|delete/i }));

    expect(onChange).toHaveBeenCalledWith(null);
  });
});
