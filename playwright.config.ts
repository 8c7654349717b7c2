import { defineConfig, devices } from '@playwright/test'

/**
 * E2E against a production build (`next start`) in Debian's Chromium. `npm run test:e2e` prepares the
 * e2e database and the build first (scripts/e2e.sh); the server here only serves them.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)
// E2E_NAME names the database, media folder and build (scripts/e2e.sh), so that two runs can share a
// machine: `E2E_NAME=e2e-autre E2E_PORT=3500 npm run test:e2e`.
const NAME = process.env.E2E_NAME ?? 'e2e'
export const e2eEnv = {
  DATABASE_URL: `file:./data/${NAME}.db`,
  MEDIA_DIR: `./data/${NAME}-media`,
  NEXT_DIST_DIR: `.next-${NAME}`,
  SITE_URL: `http://localhost:${PORT}`,
  NODE_ENV: 'production' as const,
  // Suites send thousands of requests from one address (bad-input corpus, access-control matrix): the
  // main server's limits are scaled far up. Rate-limit suites start their own instances at scale 1.
  RATE_LIMIT_SCALE: '1000',
  // Nothing listens on port 9: the weather widget shows its error at once instead of reaching the
  // internet. The weather suite starts an instance of its own on a stub provider.
  OPEN_METEO_URL: 'http://127.0.0.1:9',
  OPEN_METEO_GEOCODING_URL: 'http://127.0.0.1:9',
  OPENWEATHERMAP_URL: 'http://127.0.0.1:9',
}

const API_TESTS = /\/api\/.*\.spec\.ts$/

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-gpu'],
  },
  // One browser context per worker, reset between tests (cookies, cache, storage of the visited origins,
  // routes, init scripts, clock, emulation), instead of a new one each test: a new context and page cost
  // about 1.3 s of processor time on a slow machine. What the reset leaves, permissions and geolocation,
  // the one suite that grants them takes back after each test (weather.spec.ts). A test that needs other
  // context options (test.use) gets a fresh context. A retried test gets a fresh one too.
  reuseContext: true,
}

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace for every test costs about a sixth of the run; CI retries a failure once, traced.
    trace: 'on-first-retry',
    locale: 'fr-FR',
    timezoneId: 'Europe/Paris',
  },
  // Tags choose the width a test runs at instead of skipping it: @desktop runs only in the desktop project
  // (behaviour that exists only there, or a check that does not depend on the width, run once), @phone
  // only in the phone project. Each tagged test says why beside its tag.
  projects: [
    {
      name: 'phone',
      testIgnore: API_TESTS,
      grepInvert: /@desktop\b/,
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
    },
    {
      name: 'desktop',
      testIgnore: API_TESTS,
      grepInvert: /@phone\b/,
      use: { ...chromium, viewport: { width: 1366, height: 900 } },
    },
    // HTTP-only suites (tests/e2e/api: access control, bad input, rate limits): no browser, no width.
    { name: 'api', testMatch: API_TESTS },
  ],
  webServer: {
    command: `npx next start -p ${PORT}`,
    url: `http://localhost:${PORT}/`,
    timeout: 120_000,
    reuseExistingServer: !process.env.CI,
    env: e2eEnv,
  },
})
