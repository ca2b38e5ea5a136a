import type { SessionStudent } from '../../core/session.server'
import { listOwnCertificates } from '~/certificates/index.server'
import { listSubscriptions } from '~/payments/index.server'
import { avatarInitial, subscriptionSummary } from '~/learning'
import { getProfile, getStreakStats } from '~/learning/index.server'

/** /profile: who the student is, their plan, their streak and their certificates. */
export async function loadProfilePage(student: SessionStudent, now = new Date()) {
  const [profile, subscriptions, streak, certificates] = await Promise.all([
    getProfile(student),
    listSubscriptions(student),
    getStreakStats(student, now),
    listOwnCertificates(student),
  ])
  return {
    name: [profile.firstname, profile.lastname].filter(Boolean).join(' ') || null,
    email: profile.email,
    initial: avatarInitial(profile.firstname, profile.email),
    plan: subscriptionSummary(subscriptions, now),
    streak: streak.currentStreak,
    certificates: certificates.map(({ id, courseName, date }) => ({ id, courseName, date })),
  }
}
