import { isIPv6 } from 'node:net';

/**
 * The key a per-address limit counts under. An IPv4 address is one client; an IPv6 client
 * usually holds a whole /64 (one home or phone network), and counting each of its 2^64
 * addresses apart would hand it that many allowances. IPv4-mapped IPv6 is read as IPv4.
 */
export function clientAddressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, each as written without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [address] = ip.split('%'); // a zone (fe80::1%eth0) names the interface, not the client
  const [head = '', tail] = address!.split('::');
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const left = part(head);
  const right = tail === undefined ? [] : part(tail);
  const middle = Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  return [...left, ...middle, ...right].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}
