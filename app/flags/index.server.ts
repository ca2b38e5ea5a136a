// The server half of app/flags/'s public entry (its *.server modules); the rest is index.ts.
export { callerFlags } from './server/caller-flags.server'
export { buyerSubject, subjectOfVisitor } from './server/flag-subject.server'
export { flagFor, flagsFor, flagsVaryForNewVisitors } from './server/flags.server'
export { translationFor } from './server/translation.server'
