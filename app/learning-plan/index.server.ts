// The server half of app/learning-plan/'s public entry (its *.server modules); the rest is index.ts.
export {
  canGenerateFor,
  editLearningProfile,
  editPersonalPlan,
  generateLearningProfile,
  generatePersonalPlan,
  getLearningProfile,
  getPersonalPlan,
} from './server/learning-plan.server'
export { learningPlanOnLearningBus } from './server/on-learning-bus.server'
export { learningPlanAction } from './server/plan-actions.server'
export { loadLearningPlanPage } from './server/plan-page.server'
export { loadLearningPlanHero } from './server/plan-progress.server'
