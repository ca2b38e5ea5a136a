/** The installed app's colours, shared by the page head and public/manifest.webmanifest (a unit test keeps them equal). */
export const themeColor = '#0f172a'
export const backgroundColor = '#f8fafc'
export const manifestPath = '/manifest.webmanifest'
