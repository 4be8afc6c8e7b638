/** Read one cookie from a `document.cookie`-style string. */
export function readCookie(source: string, name: string): string | null {
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return null;
}

export interface CookieOptions {
  readonly maxAgeSeconds?: number;
}

/** A `Set-Cookie`-style string for `document.cookie`: path /, SameSite=Lax, Secure on https (PRODUCT.md section 5). */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}, secure = false): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${options.maxAgeSeconds}`);
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Write a cookie in the browser. */
export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Safari before 18.4 and from Firefox; this is the one place that writes cookies.
  document.cookie = serializeCookie(name, value, options, location.protocol === 'https:');
}

/** Delete a cookie in the browser. */
export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}
