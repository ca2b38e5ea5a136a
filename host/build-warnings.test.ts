import { describe, expect, it } from 'vitest'
import { isKnownHarmlessWarning } from './build-warnings'

// The build hides only the warnings build-warnings.ts names as harmless; anything else still shows.
describe('isKnownHarmlessWarning', () => {
  it('hides the empty client chunk of a resource route, including ones with $ or [.] in the name', () => {
    for (const name of ['api.profile', 'api._', 'api.openapi_._json', 'auth.logout', 'api.ai.media._name']) {
      expect(isKnownHarmlessWarning({ code: 'EMPTY_BUNDLE', message: `Generated an empty chunk: "${name}".`, names: [name] }), name).toBe(
        true,
      )
    }
  })

  it('still shows an empty chunk that is not a route', () => {
    expect(isKnownHarmlessWarning({ code: 'EMPTY_BUNDLE', message: 'Generated an empty chunk: "money".', names: ['money'] })).toBe(false)
  })

  it('hides zod’s unreadable annotations and lottie-web’s eval, and nothing else of the kind', () => {
    expect(isKnownHarmlessWarning({ code: 'INVALID_ANNOTATION', message: '', id: '/x/node_modules/zod/v4/core/util.js' })).toBe(true)
    expect(isKnownHarmlessWarning({ code: 'EVAL', message: '', id: '/x/node_modules/lottie-web/build/player/lottie_svg.js' })).toBe(true)
    expect(isKnownHarmlessWarning({ code: 'INVALID_ANNOTATION', message: '', id: '/x/app/models/money.ts' })).toBe(false)
    expect(isKnownHarmlessWarning({ code: 'EVAL', message: '', id: '/x/app/engine.ts' })).toBe(false)
    expect(isKnownHarmlessWarning({ code: 'CIRCULAR_DEPENDENCY', message: '' })).toBe(false)
  })
})
