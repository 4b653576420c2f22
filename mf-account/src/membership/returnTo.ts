// Where the user was before 会员卡: locks link here with `state: { from }`, and the order page offers the way back.
export interface ReturnState {
  from?: string;
}

export function returnPathOf(state: unknown): string | undefined {
  const from = (state as ReturnState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') ? from : undefined;
}
