import type { LoaderFunctionArgs } from '@remix-run/node'
import { findPublicCertificate, renderCertificatePng, certificateNotFound } from '~/certificates/index.server'

/** The certificate as a PNG (Open Graph image, download, share sheet). A certificate never changes, so neither does its image. */
export async function loader({ params }: LoaderFunctionArgs) {
  const certificate = await findPublicCertificate(params.id ?? '')
  if (!certificate) return new Response(certificateNotFound, { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const png = await renderCertificatePng(certificate)
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Content-Disposition': `inline; filename="certificate-${certificate.id}.png"`,
      'Cache-Control': 'public, max-age=31536000, immutable',
      // Fetched without credentials by other sites' previews and the apps (spec §7).
      'Cross-Origin-Resource-Policy': 'cross-origin',
    },
  })
}
