// The server half of app/ai/'s public entry (its *.server modules); the rest is index.ts.
export { getAiProvider } from './server/ai-provider.server'
export { aiStatus, testAiConnection } from './server/ai-status.server'
export { judgeEvaluator, rubricEvaluator } from './server/judge-evaluator.server'
