// Lint rules run by `npm test` (issue #10). Formatting is Prettier's job (.prettierrc.json);
// eslint-config-prettier turns off the style rules that would fight it.
import js from '@eslint/js'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { existsSync } from 'node:fs'
import { adminEntries } from './scripts/structure/admin-entries.mjs'
import { appLayers } from './scripts/structure/app-layers.mjs'

// The funnel player ships to phones on ad traffic: its browser code never loads zod, and the state
// machine (XState) arrives by dynamic import with app/funnel/client/engine-driver.ts, never with the
// first screen. The engine's pure helpers (selectors, templates, level, screen traits) are fine: they
// render the first screen on the server and in the browser alike. tests/unit/player-boundaries.test.ts
// checks the same transitively. Type-only imports are erased, so they are allowed.
const browserPlayer = ['app/screens/**', 'app/funnel/ui/**', 'app/funnel/rules/**', 'app/funnel/client/**']
const machineModules = [
  'index',
  'create-funnel-machine',
  'funnel-setup',
  'screen-state',
  'walk',
  'restore',
  'paths',
  'upsell-flow',
  'subscription-poller',
]
// The team's motion library stays in the stack for motion CSS and WAAPI cannot do (decision 019),
// and only ever arrives by import(), so it can never weigh on a first screen.
const lazyMotion = {
  name: 'framer-motion',
  message: 'framer-motion is loaded lazily: import() it where CSS or WAAPI cannot do the motion (decision 019).',
  allowTypeImports: true,
}

const noZodOrMachine = {
  paths: [
    lazyMotion,
    { name: 'zod', message: 'The funnel player never loads zod in the browser; validate on the server.', allowTypeImports: true },
  ],
  patterns: [
    {
      regex: `^(xstate|@xstate/.*|.*\\bengine(/(${machineModules.join('|')}))?)$`,
      message: 'The state machine arrives by dynamic import (app/funnel/client/engine-driver.ts), never with the first screen.',
      allowTypeImports: true,
    },
  ],
}

// Which way imports go (issue #10): host → cms → config and app → config; schemas/ and engine/
// stay pure; nothing in app/ reaches the Node host or seed data at run time.
const ours = ['./app', './cms', './host', './engine', './schemas', './scripts', './tests', './dev']
const layerZones = [
  { target: './config', from: ours, message: 'config/ is a leaf: it imports nothing of ours.' },
  { target: './schemas', from: ours.filter((dir) => dir !== './schemas'), message: 'schemas/ is zod only.' },
  {
    target: './engine',
    from: ours.filter((dir) => !['./engine', './schemas'].includes(dir)),
    message: 'engine/ imports only xstate and schemas/.',
  },
  {
    target: './app',
    from: ['./host', './cms/seed', './scripts', './tests'],
    message: 'app/ never imports the host, seed data, scripts or tests.',
  },
  { target: './cms', from: ['./host', './scripts', './tests'], message: 'cms/ never imports the host.' },
  {
    target: ['./app', './cms', './host', './scripts'],
    from: './dev',
    message: 'dev/ (the simulators) is no part of the product: the host loads it by path only when a service is simulated.',
  },
  {
    target: './cms',
    from: './app',
    except: adminEntries.map(({ file }) => `./${file}`),
    message: `cms/ reaches the site only through the admin entries (scripts/structure/admin-entries.mjs, decision 036): ${adminEntries
      .map(({ file, why }) => `app/${file} (${why})`)
      .join('; ')}.`,
  },
]

// The host (host/) and the simulators (dev/simulators/) run the product's code from the server
// build's hostPort (app/host-port.server.ts, decision 036): they import app/ and cms/ only as types,
// so build/host and build/simulators compile none of it (tests/security/built-once.test.ts reads their
// source maps). Pure cms/ helpers (log lines, roles) excepted.
const productOnlyAsTypes = {
  patterns: [
    {
      regex: '^(~/|@payload-config$|@cms/(?!log-lines$|access/roles$|payload-types$)|(\\.\\./)+(app|cms)/)',
      message:
        'The host and the simulators take the product from the server build: add what they need to app/host-port.server.ts or app/simulator-port.server.ts and import only its type (decision 036).',
      allowTypeImports: true,
    },
  ],
}

// The floors of app/ (scripts/structure/app-layers.mjs): a folder imports only the floors below its
// own; features on one floor never import each other. (scripts/structure/layers.test.ts checks the
// same over the whole graph, type imports included.)
const appPath = (name) => ['', '.ts', '.tsx'].map((ext) => `./app/${name}${ext}`).find((candidate) => existsSync(candidate))
const featureZones = appLayers.flatMap(({ folders }, floor) => {
  const sameOrHigher = appLayers.slice(floor).flatMap((layer) => layer.folders)
  const zones = folders.map((folder) => ({
    target: appPath(folder),
    from: sameOrHigher
      .filter((other) => other !== folder)
      .map(appPath)
      .filter(Boolean),
    message: `app/${folder} is on the floor "${appLayers[floor].name}": it imports only the floors below it (scripts/structure/app-layers.mjs, docs/adding-a-feature.md).`,
  }))
  return zones.filter((zone) => zone.target && zone.from.length > 0)
})

// A feature is imported by other folders only through its public entry: `~/<feature>` (index.ts) or
// `~/<feature>/index.server` (scripts/structure/public-entries.ts moves imports onto them).
const appEntries = appLayers
  .flatMap((layer) => layer.folders)
  .map(appPath)
  .filter(Boolean)
const entryZones = appLayers
  .filter((layer) => layer.entries)
  .flatMap((layer) => layer.folders)
  .map((feature) => ({
    // The API document reads features' api/ folders (scripts/structure/layers.ts says why); the unit test checks it.
    target: appEntries.filter((entry) => entry !== `./app/${feature}` && entry !== './app/openapi.ts'),
    from: `./app/${feature}`,
    except: ['./index.ts', './index.server.ts'],
    message: `Import app/${feature} through its entry: ~/${feature} or ~/${feature}/index.server (docs/adding-a-feature.md).`,
  }))

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'data/**',
      'cms/.next/**',
      'cms/payload-types.ts',
      'cms/migrations/**',
      'cms/app/(payload)/**',
      'cms/next-env.d.ts',
      'public/**',
      'test-results/**',
      'playwright-report/**',
      'tests/e2e/.artifacts/**',
      '.cache/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })] },
    rules: {
      // Import cycles: scripts/structure/import-cycles.test.ts finds them in one pass over the graph
      // (import-x/no-cycle walked it again from every import of every file: half of this lint's time).
      // The compiler's noFallthroughCasesInSwitch does this and knows that process.exit() never returns.
      'no-fallthrough': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Tests may reach across layers (a test of markdown rendering reads the seeded pages).
    ignores: ['**/*.test.ts', '**/*.test.tsx', '**/*.bench.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...entryZones] }] },
  },
  {
    // React lives in app/; elsewhere a parameter called `use` (Playwright fixtures, callbacks) is not a hook.
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    // A plan's label holds its name a few elements deep (name, badge, prices); axe checks the result in e2e.
    files: ['app/**/*.tsx'],
    rules: { 'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }] },
  },
  { files: ['app/**', 'cms/**'], rules: { 'no-restricted-imports': ['error', { paths: [lazyMotion] }] } },
  {
    files: browserPlayer,
    ignores: ['**/*.server.ts', '**/*.test.ts', '**/*.test.tsx', 'app/funnel/client/engine-driver.ts'],
    rules: { 'no-restricted-imports': ['error', noZodOrMachine] },
  },
  {
    files: ['host/**/*.ts', 'dev/simulators/**/*.ts'],
    ignores: ['**/*.test.ts', '**/vite.config.ts', '**/*.vite.ts'],
    rules: { 'no-restricted-imports': ['error', productOnlyAsTypes] },
  },
  {
    // Playwright fixtures take an empty `{}` when they depend on no other fixture.
    files: ['tests/e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
  prettier,
)
