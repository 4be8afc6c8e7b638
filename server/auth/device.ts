/**
 * What a User-Agent says about the device, in words a person recognises ("Chrome 131 on Windows", "Safari 17
 * on iPhone"), for the list of signed-in sessions and the new-device notice. A small reader of the browsers
 * and systems people use, not a full parser: anything else (a script, a bot) gives null, and the caller
 * shows nothing or falls back to the raw text.
 */

export interface Device {
  /** Shown to the person: browser, its major version, system. */
  readonly name: string;
  /**
   * What makes two sign-ins "the same device": browser and system without the version, so a browser's
   * monthly update is not a new device.
   */
  readonly key: string;
}

/** Checked in order: browsers built on Chrome name Chrome in their User-Agent too, so they come first. */
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\b(?:Edg|EdgA|EdgiOS)\/(\d+)/],
  ['Opera', /\b(?:OPR|OPT)\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[\d.]* (?:Mobile\/\w+ )?Safari\//],
];

/** iPhone and iPad before Mac: an iPhone's User-Agent says "like Mac OS X". */
const SYSTEMS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Android', /\bAndroid\b/],
  ['Windows', /\bWindows\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['macOS', /\bMacintosh\b|\bMac OS X\b/],
  ['Linux', /\bLinux\b/],
];

function browserOf(userAgent: string): { name: string; version: string } | null {
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (match?.[1] !== undefined) return { name, version: match[1] };
  }
  return null;
}

function systemOf(userAgent: string): string | null {
  return SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? null;
}

/** The device a User-Agent names, or null when it names no browser or system we know. */
export function parseDevice(userAgent: string | null): Device | null {
  if (userAgent === null) return null;
  const browser = browserOf(userAgent);
  const system = systemOf(userAgent);
  if (browser === null) return system === null ? null : { name: system, key: system };
  const versioned = `${browser.name} ${browser.version}`;
  if (system === null) return { name: versioned, key: browser.name };
  return { name: `${versioned} on ${system}`, key: `${browser.name} on ${system}` };
}

/** At most this much of a User-Agent is kept (they are rarely longer; a crafted one can be 8 KB). */
export const USER_AGENT_MAX = 512;

/** The User-Agent as stored: trimmed, cut to USER_AGENT_MAX, null when empty. */
export function storedUserAgent(userAgent: string | null): string | null {
  const text = userAgent?.trim().slice(0, USER_AGENT_MAX) ?? '';
  return text === '' ? null : text;
}
