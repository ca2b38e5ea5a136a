/** Text made safe to place in HTML text or a quoted attribute (numeric character references). */
export function escapeHtml(value: unknown): string {
  return String(value).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
