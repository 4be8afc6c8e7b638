/**
 * Text for the operator's terminal. Customers write some of what the CLI prints (names, account names,
 * descriptions), and a terminal obeys what it is sent: ESC starts colour and cursor commands, CR and LF start
 * lines that look like the server's own, C1 controls (U+0080–U+009F) are commands too on many terminals, and
 * Unicode bidi controls reorder what the eye reads. Each such character is printed as a visible escape
 * (`\x1b`, `\r`, `\u202e`) instead, so a line on screen is exactly one line the CLI wrote.
 *
 * Backslashes are left alone: a customer typing `\x1b` shows the same four harmless characters, and escaping
 * twice changes nothing.
 */

/** C0 controls and DEL, C1 controls, the line and paragraph separators, and the bidi controls. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job.
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function visible(character: string): string {
  const named = NAMED[character];
  if (named !== undefined) return named;
  const code = character.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with every terminal control character shown as an escape: safe to print as (part of) one line. */
export function terminalSafe(text: string): string {
  return text.replace(UNSAFE, visible);
}
