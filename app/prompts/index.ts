// The public entry of app/prompts/ for other folders (safe in the browser); its server half is
// index.server.ts. docs/adding-a-feature.md; scripts/structure/public-entries.ts adds what others import.
export { NoPromptPack, PromptLibrary } from './ui/prompt-library'
