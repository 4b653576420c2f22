import { isBlurhashValid } from 'blurhash';
import { blurhashOf } from './blurhash';

describe('blurhashOf', () => {
  afterEach(() => jest.restoreAllMocks());

  it('encodes a 64×64 thumbnail with 4×4 components', async () => {
    const pixels = new Uint8ClampedArray(64 * 64 * 4).map((_, index) => (index % 4 === 3 ? 255 : (index * 7) % 256));
    const drawImage = jest.fn();
    const getImageData = jest.fn(() => ({ data: pixels }));
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage, getImageData } as unknown as CanvasRenderingContext2D);
    globalThis.createImageBitmap = jest.fn(async () => ({}) as ImageBitmap);

    const hash = await blurhashOf(new Blob(['png'], { type: 'image/png' }));
    expect(drawImage).toHaveBeenCalledWith(expect.anything(), 0, 0, 64, 64);
    expect(getImageData).toHaveBeenCalledWith(0, 0, 64, 64);
    expect(isBlurhashValid(hash!).result).toBe(true);
    // 4 + 2 × (4 × 4) characters: the size code says 4×4 components.
    expect(hash).toHaveLength(36);
  });

  it('gives none when the image cannot be drawn, so the upload goes on without it', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    await expect(blurhashOf(new Blob(['x']))).resolves.toBeUndefined();
  });
});
