/**
 * The ports of the instances suites start beside the main e2e server, as offsets from its port
 * (E2E_PORT, 3100). Two workers run suites at the same time, and an instance's copy of the build is named
 * after its port: two suites on one port stop each other's server and delete each other's build (seen:
 * the micro-cache suite and the shared rate limits both on 5). One name per instance, checked unique.
 * Suites that run at both widths take one port per project, since the two projects' runs may overlap.
 */
const OFFSETS = {
  accessMatrixSqlite: 1,
  accessMatrixPostgres: 2,
  mailOutbox: 3,
  rateLimitsSharedA: 4,
  rateLimitsSharedB: 6,
  microCache: 5,
  loginProtection: 7,
  adminLoginLimit: 8,
  junkUrls: 9,
  cacheRevalidation: 10,
  newsletterCaptchaPhone: 11,
  newsletterCaptchaDesktop: 12,
  ratingsPhone: 13,
  ratingsDesktop: 14,
  metadata: 15,
  commentsPhone: 17,
  commentsDesktop: 18,
  scriptsAfterLcpPhone: 19,
  scriptsAfterLcpDesktop: 20,
  health: 25,
  weatherPhone: 30,
  weatherDesktop: 31,
  partnersPhone: 32,
  partnersDesktop: 33,
  severalInstancesA: 40,
  severalInstancesB: 41,
  severalInstancesProxy: 42,
  searchLayoutsPhone: 60,
  searchLayoutsDesktop: 61,
  searchRequiredPhone: 66,
  searchRequiredDesktop: 67,
} as const

export type Instance = keyof typeof OFFSETS

const taken = new Map<number, string>()
for (const [name, offset] of Object.entries(OFFSETS)) {
  const other = taken.get(offset)
  if (other) throw new Error(`e2e ports: ${name} and ${other} both take offset ${offset}`)
  taken.set(offset, name)
}

export const BASE_PORT = Number(process.env.E2E_PORT ?? 3100)

/** The port of one named extra instance. */
export const extraPort = (instance: Instance) => BASE_PORT + OFFSETS[instance]

/** Suites with one instance per project: `<suite>Phone` and `<suite>Desktop`. */
type WidthSuite = { [K in Instance]: K extends `${infer Suite}Phone` ? Suite : never }[Instance]

/** The port of a suite's instance for the project (width) running it. */
export const projectPort = (suite: WidthSuite, project: string) =>
  extraPort(project === 'phone' ? `${suite}Phone` : `${suite}Desktop`)
