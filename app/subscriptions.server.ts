import { certificatesOnLearningBus } from '~/certificates/index.server'
import { mailOnPaymentEvents } from '~/mail/index.server'
import { learningPlanOnLearningBus } from '~/learning-plan/index.server'

/**
 * Every feature's subscriptions to the events and hooks of the features below it, registered once
 * per process (app/background-work.server.ts; integration tests that need them call it too). A feature that
 * reacts to another adds its line here, so one file shows who listens to whom.
 */
export function subscribeFeatures(): void {
  mailOnPaymentEvents()
  certificatesOnLearningBus()
  learningPlanOnLearningBus()
}
