// The server half of app/prompts/'s public entry (its *.server modules); the rest is index.ts.
export { promptCount, promptPacksIn } from './server/prompt-count.server'
export { heldPromptPacks, holdsPromptLibrary, loadPromptLibrary, type PromptLibraryPage } from './server/prompt-library.server'
