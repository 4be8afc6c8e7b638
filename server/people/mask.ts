/** Masked personal data: enough for its owner to recognise, not enough to read off someone else's screen. */

/** `d***@demo.test`. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}

/** The first third of a word, then up to three stars: `Nguyễn` → `Ng***`, `Văn` → `V**`. */
function maskWord(word: string): string {
  const letters = [...word];
  const kept = Math.ceil(letters.length / 3);
  return letters.slice(0, kept).join('') + '*'.repeat(Math.min(3, letters.length - kept));
}

/** `Nguyễn Văn An` → `Ng*** V** A`: every word masked, the last reduced to its initial. */
export function maskName(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const last = words.pop();
  if (last === undefined) return '';
  return [...words.map(maskWord), [...last][0] ?? ''].join(' ');
}
