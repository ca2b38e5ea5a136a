// The server half of app/analytics/'s public entry (its *.server modules); the rest is index.ts.
export { type EventContext, eventContextOf } from './server/event-context.server'
export { getEventSink, storedEventsOf } from './server/event-sink.server'
export { getExperiment } from './server/experiment-settings.server'
export { recordLearningEvent } from './server/learning-event-sink.server'
export { rollupEveryMs, rollupTask, runRollupJob, runRollupTask } from './server/rollup-job.server'
