// Where the user was before 会员卡: locks link here with `state: { from }`, and the order page offers the way back.
import { isInAppPath } from '@memory/contracts';

export interface ReturnState {
  from?: string;
}

export function returnPathOf(state: unknown): string | undefined {
  const from = (state as ReturnState | null)?.from;
  return isInAppPath(from) ? from : undefined;
}
