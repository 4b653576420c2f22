import { formatCents } from '@memory/contracts';

/** ¥ and two decimals: 7800 → "¥78.00". */
export const yuan = (cents: number) => `¥${formatCents(cents)}`;
