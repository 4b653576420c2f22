// Blurhash of an image for its placeholder (SPEC §9: a 64×64 thumbnail, 4×4 components), on the blurhash package.
import { decode, encode } from 'blurhash';
import { BLURHASH } from '@memory/contracts';

async function loadImage(file: Blob): Promise<CanvasImageSource> {
  if (typeof createImageBitmap === 'function') {
    try {
      return await createImageBitmap(file);
    } catch {
      // SVG cannot become a bitmap directly in every browser; an <img> can draw it.
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The blurhash of an image file; undefined when it cannot be drawn (the upload goes on without a placeholder). */
export async function blurhashOf(file: Blob): Promise<string | undefined> {
  try {
    const { thumbnailSize: size, componentsX, componentsY } = BLURHASH;
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.drawImage(await loadImage(file), 0, 0, size, size);
    return encode(context.getImageData(0, 0, size, size).data, size, size, componentsX, componentsY);
  } catch {
    return undefined;
  }
}

/** Paints a blurhash onto a small canvas (stretched by CSS); does nothing where there is no 2D context. */
export function paintBlurhash(canvas: HTMLCanvasElement, hash: string): void {
  const { thumbnailSize: size } = BLURHASH;
  const context = canvas.getContext('2d');
  if (!context) return;
  try {
    const pixels = decode(hash, size, size);
    const image = context.createImageData(size, size);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
  } catch {
    // A malformed hash leaves the plain background.
  }
}
