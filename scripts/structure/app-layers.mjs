// The floors of app/, ground first (docs/adding-a-feature.md): a folder imports only folders on
// floors below its own, so the features of one floor stand side by side and never import each
// other. A file directly in app/ (root.tsx, openapi.ts…) is named without its extension and counts
// as a folder of its own. Plain JavaScript because eslint.config.js reads it too (its zones) beside
// scripts/structure/layers.test.ts (the whole graph, types included).

/** @type {{ name: string; folders: string[] }[]} */
export const appLayers = [
  { name: 'design system, formats', folders: ['ui', 'styles', 'intl', 'pwa'] },
  { name: 'core: what every feature shares', folders: ['core'] },
  { name: 'http: request helpers', folders: ['http'] },
  { name: 'flags and the AI provider', folders: ['flags', 'ai'] },
  { name: 'money and measurement', folders: ['payments', 'analytics'] },
  { name: 'learning, mail, the funnel screens', folders: ['learning', 'mail', 'screens'] },
  { name: 'features built on learning or the screens', folders: ['funnel', 'certificates', 'learning-plan', 'tips', 'assistant'] },
  { name: 'features that follow a funnel or an assistant', folders: ['auth', 'ai-tools', 'daily-task', 'feedback', 'product-tour'] },
  { name: 'pages that gather features', folders: ['landing', 'account'] },
  {
    name: 'wiring: the API document, the subscriptions, the page cache',
    folders: ['openapi', 'subscriptions.server', 'page-cache-policy.server', 'load-context'],
  },
  { name: 'the document', folders: ['root', 'entry.server'] },
  { name: 'routes', folders: ['routes'] },
]
