import type { Student } from '@cms/payload-types'

/** What the apps and pages see of a student (never the hash, sessions or lockout counters). */
export function studentView(student: Student) {
  return {
    id: student.id,
    email: student.email,
    firstname: student.firstname ?? null,
    lastname: student.lastname ?? null,
    status: student.status,
    provider_id: student.provider_id ?? null,
    hasSavedOnboardingData: Boolean(student.hasSavedOnboardingData),
    timeZone: student.timeZone,
  }
}
export type StudentView = ReturnType<typeof studentView>
