// The files of app/ that cms/ (the Payload config and the Next.js admin) may import: one declared
// list, read by eslint.config.js (its zone for cms/) and scripts/structure/admin-entries.test.ts (every
// import of app/ from cms/, types and tests too). They cannot be one file (decision 036): the admin's
// views need server modules that load the Payload config, which the config itself must not import
// (an import cycle), and the admin's browser code must not bundle either.

/** @type {{ file: string; why: string }[]} */
export const adminEntries = [
  { file: 'analytics/admin-entry.ts', why: 'the admin views and routes: reports, dashboard, AI status; they load Payload' },
  { file: 'mail/cms-entry.ts', why: 'the mails Payload itself sends; the config imports it, so it loads no Payload' },
  { file: 'promises/cms-entry.ts', why: "the publish check of claims; a hook of the config, it takes the hook's Payload" },
  { file: 'core/use-frame-messages.ts', why: 'the one postMessage listener, in the browser, of the admin and the pages it frames' },
]
