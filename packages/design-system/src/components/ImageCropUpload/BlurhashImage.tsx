import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { FileImageOutlined } from '@ant-design/icons';
import { BLURHASH } from '@memory/contracts';
// The shared root's texts, not '../../texts' (see ImageCropUpload.tsx: a subpath must not carry its own copy).
import { texts } from '@memory/design-system';
import { paintBlurhash } from './blurhash';

export interface BlurhashImageProps {
  src: string | null;
  blurHash?: string | null;
  alt: string;
  style?: CSSProperties;
  /** 'lazy' for images further down a list. */
  loading?: 'lazy' | 'eager';
}

/**
 * What stands where a stored image cannot be drawn (its file is damaged or not an image): an icon and 图片无法显示,
 * never the browser's broken-image glyph. Fills the box it is put in.
 */
export function ImageUnavailable({ style }: { style?: CSSProperties }) {
  return (
    <div
      role="img"
      aria-label={texts.imageCropUpload.unavailable}
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        width: '100%',
        height: '100%',
        padding: 8,
        boxSizing: 'border-box',
        textAlign: 'center',
        fontSize: 12,
        color: 'var(--ant-color-text-secondary, rgba(0,0,0,.65))',
        background: 'var(--ant-color-fill-secondary, #f0f0f0)',
        ...style,
      }}
    >
      <FileImageOutlined style={{ fontSize: 20 }} aria-hidden />
      <span aria-hidden>{texts.imageCropUpload.unavailable}</span>
    </div>
  );
}

/**
 * An image that shows its blurhash placeholder until it has loaded (and instead of it, when there is none), and
 * 图片无法显示 when its file cannot be drawn.
 */
export function BlurhashImage({ src, blurHash, alt, style, loading }: BlurhashImageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  useEffect(() => {
    if (canvas.current && blurHash) paintBlurhash(canvas.current, blurHash);
  }, [blurHash, state]);
  useEffect(() => setState('loading'), [src]);

  return (
    <div style={{ position: 'relative', overflow: 'hidden', background: 'var(--ant-color-fill-secondary, #f0f0f0)', ...style }}>
      {state === 'failed' ? (
        <ImageUnavailable style={{ position: 'absolute', inset: 0 }} />
      ) : (
        <>
          {blurHash && state === 'loading' ? (
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
              loading={loading}
              onLoad={() => setState('loaded')}
              onError={() => setState('failed')}
              style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', opacity: state === 'loaded' ? 1 : 0, transition: 'opacity .2s' }}
            />
          ) : null}
        </>
      )}
    </div>
  );
}
