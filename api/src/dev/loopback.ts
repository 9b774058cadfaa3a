import { isIP } from 'node:net';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (a socket's peer, a HOST to bind). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}
