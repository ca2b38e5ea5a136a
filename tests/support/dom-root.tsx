import { act, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach } from 'vitest'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined
}

/**
 * For happy-dom test files: each test gets a React root in a fresh container attached to the
 * document, unmounted and removed after it. `render` commits inside `act`.
 */
export function domRootPerTest() {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true
  let container: HTMLDivElement | undefined
  let root: Root | undefined
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root?.unmount())
    container?.remove()
  })
  return {
    get container(): HTMLDivElement {
      if (!container) throw new Error('domRootPerTest: the container exists only inside a test')
      return container
    },
    render: (node: ReactNode) => act(() => root?.render(node)),
  }
}
