// The floors of app/, ground first (docs/adding-a-feature.md): a folder imports only folders on
// floors below its own, so the features of one floor stand side by side and never import each
// other. A file directly in app/ (root.tsx, openapi.ts…) is named without its extension and counts
// as a folder of its own. Plain JavaScript because eslint.config.js reads it too (its zones) beside
// scripts/structure/layers.test.ts (the whole graph, types included).

/**
 * Floors marked `entries` hold features: another folder imports one only through its public entry,
 * `~/<feature>` (index.ts, safe in the browser) or `~/<feature>/index.server` (scripts/structure/public-entries.ts).
 * @type {{ name: string; folders: string[]; entries?: true }[]}
 */
export const appLayers = [
  { name: 'design system, formats', folders: ['ui', 'styles', 'intl', 'pwa'] },
  { name: 'core: what every feature shares', folders: ['core'] },
  { name: 'http: request helpers', folders: ['http'] },
  { name: "shell: the signed-in app's page frame", entries: true, folders: ['shell'] },
  { name: 'flags and the AI provider', entries: true, folders: ['flags', 'ai'] },
  { name: 'money and measurement', entries: true, folders: ['payments', 'analytics', 'promises'] },
  { name: 'learning, mail, the funnel screens', entries: true, folders: ['learning', 'mail', 'screens'] },
  {
    name: 'features built on learning or the screens',
    entries: true,
    folders: ['funnel', 'certificates', 'learning-plan', 'tips', 'assistant', 'bookmarks'],
  },
  {
    name: 'features that follow a funnel or an assistant',
    entries: true,
    folders: ['auth', 'ai-tools', 'daily-task', 'feedback', 'product-tour', 'prompts'],
  },
  { name: 'pages that gather features', entries: true, folders: ['landing', 'account'] },
  { name: "staff's previews of what students and visitors see", entries: true, folders: ['content-preview'] },
  {
    name: 'wiring: the API document, the subscriptions, the page cache',
    folders: ['openapi', 'subscriptions.server', 'page-cache-policy.server', 'load-context'],
  },
  { name: 'what the host runs: the background work, the simulators’ port', folders: ['background-work.server', 'simulator-port.server'] },
  { name: 'the host’s one door into the server build (decision 036)', folders: ['host-port.server'] },
  { name: 'the document', folders: ['root', 'entry.server'] },
  { name: 'routes', folders: ['routes'] },
]
