import { Logo } from './Logo';
import { texts } from '../../texts';

export interface BrandProps {
  /** Logo edge in px; the name scales with it. Default 28. */
  size?: number;
  /** Show 记忆仓库 next to the mark. Default true. */
  showName?: boolean;
}

/** Logo plus product name, as in the top nav. Wrap it in the app's own link to make it go to /. */
export function Brand({ size = 28, showName = true }: BrandProps) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: size * 0.3, color: 'inherit' }}>
      <Logo size={size} />
      {showName ? (
        <span style={{ fontSize: size * 0.64, fontWeight: 600, letterSpacing: '0.04em', whiteSpace: 'nowrap' }}>
          {texts.brand.name}
        </span>
      ) : null}
    </span>
  );
}
