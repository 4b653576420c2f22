import { useEffect, useRef } from 'react';
import { decode, isBlurhashValid } from 'blurhash';

const PREVIEW_SIZE = 32;

/** Paints a blurhash into a small canvas stretched over the image's box while the image loads. */
export function BlurhashCanvas({ hash }: { hash: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !isBlurhashValid(hash).result) return;
    const pixels = decode(hash, PREVIEW_SIZE, PREVIEW_SIZE);
    const image = context.createImageData(PREVIEW_SIZE, PREVIEW_SIZE);
    image.data.set(pixels);
    context.putImageData(image, 0, 0);
  }, [hash]);
  return (
    <canvas
      ref={canvas}
      width={PREVIEW_SIZE}
      height={PREVIEW_SIZE}
      aria-hidden
      data-blurhash={hash}
      style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
    />
  );
}
