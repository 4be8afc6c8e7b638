/** The spaces, dots and dashes people group digits with, dropped (`0123 456.789` → `0123456789`). */
export function withoutDigitGrouping(text: string): string {
  return text.replace(/[\s.-]+/g, '');
}
