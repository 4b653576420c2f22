import { isIPv6 } from 'node:net';

/**
 * The key that counts as one client address for rate limits: an IPv4 address as it is (also when it arrives
 * IPv4-mapped, ::ffff:a.b.c.d), an IPv6 address by its /64 prefix — one customer line or host usually gets a
 * whole /64, so counting single IPv6 addresses would give an attacker 2^64 fresh addresses.
 */
export function clientAddressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('%')[0]!.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = address.includes('::') ? (tail ? tail.split(':') : []) : [];
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
