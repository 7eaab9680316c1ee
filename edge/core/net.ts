// Which names and addresses mean "this machine". Pure string checks, shared by the guard of the local-only pages
// (edge/http/local-only.ts) and the node entry's start-up checks (edge/adapters/node/exposure.ts).

/** 127.0.0.0/8, ::1 and their IPv4-mapped IPv6 form (::ffff:127.0.0.1), as a socket reports a peer. */
export function isLoopbackAddress(address: string): boolean {
  const a = address.trim().toLowerCase();
  return a === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

/** localhost (and *.localhost, RFC 6761), a loopback address, or [::1]: a host name as a URL or Host header has it. */
export function isLoopbackHostname(hostname: string): boolean {
  const h = hostname.trim().toLowerCase().replace(/\.$/, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return true;
  return isLoopbackAddress(h.replace(/^\[(.*)\]$/, '$1'));
}
