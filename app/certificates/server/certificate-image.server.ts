import sharp from 'sharp'
import { getEnv } from '../../../config/env'
import { certificateSvg } from '../rules/certificate-svg'
import type { CertificateData } from '../rules/certificate-view'

/** The site's own host name, from configuration (never from the request's Host header, which a caller chooses). */
const siteName = () => new URL(getEnv().publicUrl).host

/** The certificate as a 1200 × 630 PNG: the SVG template rasterised by librsvg through sharp. */
export async function renderCertificatePng(data: CertificateData): Promise<Buffer> {
  return sharp(Buffer.from(certificateSvg(data, siteName())))
    .png({ compressionLevel: 9 })
    .toBuffer()
}

export const certificateSiteName = siteName
