/** LISTEN/NOTIFY channel names are restricted so no quoting or case folding can make two names collide. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;

export function assertChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`Invalid notification channel "${channel}" (use [a-z0-9_])`);
}
