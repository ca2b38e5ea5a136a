import { describe, expect, it } from 'vitest'
import { rendererKey, staticClosure, stylesheetsOf } from './check-budget'

describe('check-budget', () => {
  it('finds a screen type’s renderer by its folder name', () => {
    expect(rendererKey('SingleOption')).toBe('app/screens/single-option/index.tsx')
    expect(rendererKey('IntroLessonFinished')).toBe('app/screens/intro-lesson-finished/index.tsx')
  })

  it('counts static imports transitively, route keys with their Remix suffix, and never dynamic imports', () => {
    const manifest = {
      'app/routes/onboarding.$funnelId.tsx?__remix-build-client-route': { file: 'route.js', imports: ['_shell.js'] },
      '_shell.js': { file: 'shell.js', imports: ['_react.js'], dynamicImports: ['app/funnel/client/engine-driver.ts'] },
      '_react.js': { file: 'react.js' },
      'app/funnel/client/engine-driver.ts': { file: 'engine.js', imports: ['_react.js'] },
    }
    expect([...staticClosure(manifest, ['app/routes/onboarding.$funnelId.tsx'])].sort()).toEqual([
      '_react.js',
      '_shell.js',
      'app/routes/onboarding.$funnelId.tsx?__remix-build-client-route',
    ])
    expect(() => staticClosure(manifest, ['app/screens/missing/index.tsx'])).toThrow(/no chunk/)
  })

  it('finds the stylesheets chunks link by their built addresses, each once', () => {
    const code: Record<string, string> = {
      'assets/root.js': 'const a="/assets/app-Dy1.css",b="/assets/learning-Ci2.css";',
      'assets/route.js': 'export const links=()=>[{href:"/assets/funnel-D9.css"},{href:"/assets/app-Dy1.css"}]',
      'assets/react.js': 'no stylesheets here',
    }
    expect([...stylesheetsOf(Object.keys(code), (file) => code[file]!)].sort()).toEqual([
      'assets/app-Dy1.css',
      'assets/funnel-D9.css',
      'assets/learning-Ci2.css',
    ])
  })
})
