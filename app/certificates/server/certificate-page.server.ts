import { getEnv } from '../../../config/env'
import { certificateImagePath, certificatePath, friendlyDate, fullName } from '../rules/certificate-view'
import { certificateSiteName } from './certificate-image.server'
import { findPublicCertificate } from './public-certificate.server'

export const certificateNotFound =
  'We could not find this certificate. Check that the link is complete, or ask its owner to share it again.'

/** The public page's data, with absolute addresses for Open Graph; a 404 for anything unknown. */
export async function loadCertificatePage(publicId: string) {
  const certificate = await findPublicCertificate(publicId)
  if (!certificate) throw new Response(certificateNotFound, { status: 404 })
  const origin = getEnv().publicUrl
  return {
    certificate,
    name: fullName(certificate),
    issuedOn: friendlyDate(certificate.date),
    siteName: certificateSiteName(),
    pageUrl: origin + certificatePath(certificate.id),
    imageUrl: origin + certificateImagePath(certificate.id),
    imagePath: certificateImagePath(certificate.id),
  }
}
