// Creating jars is for members (SPEC §6): whether this user may, from GET /api/users/me/account.
import { isPremium } from '@memory/contracts';
import { useGetAccountQuery } from '@memory/api';

export type JarsAccess = 'loading' | 'locked' | 'unlocked';

/** Trial, free and expired accounts are locked. An unreadable account stays unlocked: the server still decides. */
export function useCreateJarAccess(): JarsAccess {
  const { data: account, isLoading } = useGetAccountQuery();
  if (isLoading) return 'loading';
  if (!account) return 'unlocked';
  return isPremium(account, new Date()) ? 'unlocked' : 'locked';
}
