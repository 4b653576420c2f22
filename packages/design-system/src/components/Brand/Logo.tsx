import { brandColors } from '../../theme/tokens';
import { texts } from '../../texts';

export interface LogoProps {
  /** Edge length in px. Default 32. */
  size?: number;
}

/** The mark: a storage jar holding a rising memory curve, on the brand gold. */
export function Logo({ size = 32 }: LogoProps) {
  const ink = brandColors.onPrimary;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" role="img" aria-label={texts.brand.logoLabel}>
      <rect width="32" height="32" rx="8" fill={brandColors.primary} />
      <rect x="10.5" y="5.5" width="11" height="3.5" rx="1.5" fill={ink} />
      <path
        d="M11 10.5h10a3 3 0 0 1 3 3V23a3 3 0 0 1-3 3H11a3 3 0 0 1-3-3v-9.5a3 3 0 0 1 3-3z"
        fill="none"
        stroke={ink}
        strokeWidth="2"
      />
      <path d="M11.5 21.5c1.8-4.6 3.6-5 4.6-2.6s2.8 1.8 4.4-3.2" fill="none" stroke={ink} strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
