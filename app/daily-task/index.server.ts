// The server half of app/daily-task/'s public entry (its *.server modules); the rest is index.ts.
export { dailyTaskPageAction, loadDailyTaskPage } from './server/daily-task-page.server'
export { dailyTaskWidget } from './server/daily-task-widget.server'
export { resetDailyTask, respondToDailyTask, validateDailyTask } from './server/daily-task.server'
export { dailyTaskView } from './server/todays-task.server'
