/** The public origin of a request, for absolute links (referral URL, emailed /set-password links). */
export function requestOrigin(headers: Headers): string {
  // The proxy's word first: behind one, the Host header names the upstream, not what the user typed.
  const host = headers.get('x-forwarded-host') ?? headers.get('host') ?? '127.0.0.1';
  const local = /^(127\.0\.0\.1|localhost)(:\d+)?$/.test(host);
  const proto = headers.get('x-forwarded-proto') ?? (local ? 'http' : 'https');
  return `${proto}://${host}`;
}
