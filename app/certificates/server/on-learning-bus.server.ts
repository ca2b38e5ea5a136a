import { courseCertificate, learningBus } from '~/learning/index.server'
import { issueCertificate, issuePendingCertificates } from './issue-certificate.server'

/**
 * Certificates follow learning: a completed course gets its certificate (the completion answers
 * it), and a student who saves their first name gets those of courses completed without one.
 */
export function certificatesOnLearningBus(): void {
  courseCertificate.provide(({ student, course }) => issueCertificate(student, course))
  learningBus.on('student.named', 'certificates.pending', ({ student }) => issuePendingCertificates(student))
}
