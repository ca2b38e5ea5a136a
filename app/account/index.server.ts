// The server half of app/account/'s public entry (its *.server modules); the rest is index.ts.
export { loadProfilePage } from './server/profile-page.server'
export { settingsAction } from './server/settings-actions.server'
export { loadRecentPurchase, loadWhatYouOwn } from './server/owned-page.server'
