import { getPayloadClient } from '@cms/get-payload'
import type { Certificate } from '@cms/payload-types'
import type { SessionStudent } from '../../core/session.server'
import { isCertificateId } from '@schemas/certificates/certificate-id'
import type { CertificateData } from '../rules/certificate-view'
import { idOf } from '~/learning/index.server'

export const certificateData = (doc: Certificate): CertificateData => ({
  id: doc.publicId,
  firstName: doc.firstName,
  lastName: doc.lastName ?? '',
  courseName: doc.courseName,
  date: doc.issuedAt,
  courseLength: doc.courseLength,
})

/**
 * A certificate by its public id, for anyone holding the link (no account: the collection's read
 * rule lets the site's own lookups through, never /cms/api). Anything that is not a public id — a
 * row id, a guess of another shape — is not looked up at all.
 */
export async function findPublicCertificate(publicId: string): Promise<CertificateData | null> {
  if (!isCertificateId(publicId)) return null
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { publicId: { equals: publicId } },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return docs[0] ? certificateData(docs[0]) : null
}

/** The student's own certificates, newest first, for the apps and the completion flow. */
export async function listOwnCertificates(student: SessionStudent) {
  const payload = await getPayloadClient()
  const { docs } = await payload.find({
    collection: 'certificates',
    where: { student: { equals: student.id } },
    sort: '-issuedAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user: student,
  })
  return docs.map((doc) => ({ ...certificateData(doc), courseId: idOf(doc.course) }))
}
