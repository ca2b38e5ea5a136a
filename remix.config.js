// Remix on Vite reads its options from the Vite plugin; they are kept here, where Remix developers
// look for them, and vite.config.ts passes them to the plugin.

/** @type {import('@remix-run/dev').VitePluginConfig} */
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  serverModuleFormat: 'esm',
  ignoredRouteFiles: ['**/*.test.{ts,tsx}', '**/*.css'],
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_lazyRouteDiscovery: true,
    v3_singleFetch: true,
  },
}
