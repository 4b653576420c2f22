import type { CSSProperties } from 'react';
import { jarInitial } from '@memory/contracts/prerender';
import { BlurhashImage } from '../ImageCropUpload/BlurhashImage';

export interface JarCoverProps {
  name: string;
  cover: string | null;
  coverBlurHash?: string | null;
  style?: CSSProperties;
}

/**
 * A jar's cover at 16:9: the image over its blurhash while it loads, or, for a jar without one, its first character
 * on the brand tint instead of an empty grey box. Used by 知识罐, 知识市场, 商店 and 我的收藏 alike.
 */
export function JarCover({ name, cover, coverBlurHash, style }: JarCoverProps) {
  const box: CSSProperties = { aspectRatio: '16 / 9', width: '100%', ...style };
  if (cover || coverBlurHash) return <BlurhashImage src={cover} blurHash={coverBlurHash} alt={`${name}的封面`} style={box} />;
  return (
    <div
      aria-hidden
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: 44,
        fontWeight: 600,
        background: 'var(--ant-color-primary-bg, #fdf6e3)',
        color: 'var(--ant-color-primary, #EDBD59)',
        ...box,
      }}
    >
      {jarInitial(name)}
    </div>
  );
}
