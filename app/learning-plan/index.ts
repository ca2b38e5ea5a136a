// The public entry of app/learning-plan/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { LearningPlanEditForm } from './ui/plan-edit-form'
export { LearningPlanHero } from './ui/plan-hero'
export { LearningPlanSteps } from './ui/plan-steps'
export { trackOf } from './rules/plan-rules'
