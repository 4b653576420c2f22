import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { BLURHASH } from '@memory/contracts';
import { paintBlurhash } from './blurhash';

export interface BlurhashImageProps {
  src: string | null;
  blurHash?: string | null;
  alt: string;
  style?: CSSProperties;
}

/** An image that shows its blurhash placeholder until it has loaded (and instead of it, when there is none or it fails). */
export function BlurhashImage({ src, blurHash, alt, style }: BlurhashImageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (canvas.current && blurHash) paintBlurhash(canvas.current, blurHash);
  }, [blurHash]);
  useEffect(() => setLoaded(false), [src]);

  return (
    <div style={{ position: 'relative', overflow: 'hidden', background: 'var(--ant-color-fill-secondary, #f0f0f0)', ...style }}>
      {blurHash && !loaded ? (
        <canvas
          ref={canvas}
          width={BLURHASH.thumbnailSize}
          height={BLURHASH.thumbnailSize}
          data-testid="blurhash-placeholder"
          aria-hidden
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%' }}
        />
      ) : null}
      {src ? (
        <img
          src={src}
          alt={alt}
          onLoad={() => setLoaded(true)}
          style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: loaded ? 1 : 0, transition: 'opacity .2s' }}
        />
      ) : null}
    </div>
  );
}
