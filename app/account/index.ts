// The public entry of app/account/ for other folders (safe in the browser); its server half is index.server.ts.
export { RecentPurchaseCard, WhatYouOwnList } from './ui/what-you-own'
export type { RecentPurchase, WhatYouOwn } from './rules/what-you-own'
