import { type CertificateData, friendlyDate, fullName } from './certificate-view'

export const certificateImageSize = { width: 1200, height: 630 } as const

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** XML 1.0 cannot hold these at all, even escaped: left in, they would make the SVG unreadable. */
const holdsInXml = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code < 0xd800) || (code > 0xdfff && code < 0xfffe) || code > 0xffff

/** Text for SVG content and attributes: user text renders as the letters typed, never as markup. */
export function escapeXml(text: string): string {
  return Array.from(text) // by code point: a surrogate pair (an emoji) stays whole, a lone half goes
    .filter((character) => holdsInXml(character.codePointAt(0)!))
    .map((character) => xmlEntities[character] ?? character)
    .join('')
}

/** Long names and titles shrink to fit the 1,040 px text column instead of running off the image. */
function fitted(text: string, largest: number, smallest: number): number {
  const perCharacter = 0.66 // bold DejaVu Serif's average advance, in ems (a little generous)
  return Math.max(smallest, Math.min(largest, Math.floor(1040 / (Math.max(text.length, 1) * perCharacter))))
}

// Fonts librsvg finds through fontconfig; DejaVu and Liberation ship with most Linux images.
const serif = `'DejaVu Serif', 'Liberation Serif', serif`
const sans = `'DejaVu Sans', 'Liberation Sans', sans-serif`

/** The certificate as an SVG document (1200 × 630, the Open Graph image size). */
export function certificateSvg(data: CertificateData, siteName: string): string {
  const { width, height } = certificateImageSize
  const name = fullName(data)
  const line = (y: number, size: number, family: string, text: string, extra = '') =>
    `<text x="600" y="${y}" text-anchor="middle" font-family="${family}" font-size="${size}" ${extra}>${escapeXml(text)}</text>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#fbf8f1"/>`,
    `<rect x="24" y="24" width="${width - 48}" height="${height - 48}" fill="none" stroke="#1f3b73" stroke-width="6"/>`,
    `<rect x="40" y="40" width="${width - 80}" height="${height - 80}" fill="none" stroke="#c9a227" stroke-width="2"/>`,
    line(120, 30, sans, 'CERTIFICATE OF ACHIEVEMENT', 'fill="#1f3b73" letter-spacing="6" font-weight="bold"'),
    line(180, 24, sans, 'This certifies that', 'fill="#555"'),
    line(265, fitted(name, 68, 28), serif, name, 'fill="#111" font-weight="bold"'),
    line(330, 24, sans, 'has completed', 'fill="#555"'),
    line(395, fitted(data.courseName, 44, 22), serif, data.courseName, 'fill="#1f3b73" font-weight="bold"'),
    line(450, 24, sans, `${data.courseLength} · ${friendlyDate(data.date)}`, 'fill="#333"'),
    line(555, 20, sans, `Verified at ${siteName} · certificate ${data.id}`, 'fill="#777"'),
    `</svg>`,
  ].join('')
}
