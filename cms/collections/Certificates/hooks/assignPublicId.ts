import type { FieldHook } from 'payload'
import { newCertificateId } from '@schemas/certificates/certificate-id'

/** Every new certificate gets a fresh random id; whatever a caller sent is ignored, and it never changes. */
export const assignPublicId: FieldHook = ({ operation, value, originalDoc }) =>
  operation === 'create' ? newCertificateId() : (originalDoc?.publicId ?? value)
