// The public entry of app/daily-task/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { dailyTaskEndpoints } from './api/daily-task-endpoints'
export { DailyTaskComplete, DailyTaskIntro } from './ui/daily-task-dialogs'
export { AiModeNote, ResponseHistory, ValidationChecklist } from './ui/daily-task-parts'
export { DailyTaskWidget } from './ui/daily-task-widget'
export { PromptForm } from './ui/prompt-form'
