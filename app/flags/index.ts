// The public entry of app/flags/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { type FlagSubject, studentSubject } from './rules/evaluate'
export { domGuardScript } from './rules/translation'
