/**
 * The id of the request being handled, for log lines written while handling it. The production server
 * (scripts/serve.ts) runs each request inside an AsyncLocalStorage and publishes that storage here, under
 * a registered symbol shared by the server script and the app's bundle. Elsewhere (`next dev`, scripts,
 * tests) there is no storage and no id.
 */
export type RequestContext = { requestId: string }
type Storage = { getStore(): RequestContext | undefined }

const STORAGE = Symbol.for('escale.request-context')
const holder = globalThis as typeof globalThis & { [STORAGE]?: Storage }

export function provideRequestContext(storage: Storage): void {
  holder[STORAGE] = storage
}

export function currentRequestId(): string | undefined {
  return holder[STORAGE]?.getStore()?.requestId
}
