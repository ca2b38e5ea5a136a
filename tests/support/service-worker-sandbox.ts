import vm from 'node:vm'

/**
 * Runs a service worker script (the text `/sw.js` serves) in a sandbox with the worker globals it
 * uses — `self`, `caches`, `fetch` — so a test can install and activate it, hand it fetch events
 * and see what it answers and what it put in its caches. `network` plays the server (same origin,
 * so its answers are `basic` responses, as a worker sees them); a thrown error is being offline.
 */
export type Network = (url: string, init?: RequestInit) => Response | Promise<Response>
type Listener = (event: unknown) => void
type FakeRequest = { url: string; method?: string; mode?: string }

export function loadServiceWorker(script: string, network: Network, origin = 'http://localhost:3000') {
  const listeners = new Map<string, Listener>()
  const stores = new Map<string, Map<string, Response>>()
  const requests: { url: string; credentials?: RequestCredentials }[] = []
  const open = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map())
    const store = stores.get(name)!
    return {
      put: async (url: string, response: Response) => void store.set(url, response),
      match: async (url: string) => store.get(url)?.clone(),
    }
  }
  const caches = {
    open: async (name: string) => open(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (url: string, options?: { cacheName?: string }) => {
      const names = options?.cacheName ? [options.cacheName] : [...stores.keys()]
      for (const name of names) {
        const found = stores.get(name)?.get(new URL(url, origin).href)
        if (found) return found.clone()
      }
      return undefined
    },
  }
  const fetch = async (input: string | FakeRequest, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.url, origin).href
    requests.push({ url, credentials: init?.credentials })
    const response = await network(url, init)
    Object.defineProperty(response, 'type', { value: 'basic' })
    return response
  }
  const self = {
    location: new URL(origin),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
    registration: {},
  }
  vm.runInNewContext(script, { self, caches, fetch, URL, Response, Headers, Set, Promise, Error, console })

  const lifecycle = async (type: 'install' | 'activate') => {
    let done: Promise<unknown> = Promise.resolve()
    listeners.get(type)?.({ waitUntil: (promise: Promise<unknown>) => (done = promise) })
    await done
  }
  return {
    install: () => lifecycle('install'),
    activate: () => lifecycle('activate'),
    /** The worker's answer to a request, or `undefined` when it leaves the request to the browser. */
    fetch: async (request: FakeRequest): Promise<Response | undefined> => {
      let answer: Promise<Response> | undefined
      const event = { request: { method: 'GET', mode: 'cors', ...request }, respondWith: (r: Promise<Response>) => (answer = r) }
      listeners.get('fetch')?.(event)
      return answer
    },
    cacheNames: () => [...stores.keys()],
    cachedUrls: () => [...stores.values()].flatMap((store) => [...store.keys()]),
    /** Cache names the sandbox starts with, as a previous build's worker would have left them. */
    seedCache: (name: string) => void open(name),
    requests,
  }
}
