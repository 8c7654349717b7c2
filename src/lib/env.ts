import { z } from 'zod'
import { parseMailFrom } from './mail/from'
import { loadOrCreateSecret } from './secret'

/**
 * The environment, validated once at start. A bad value stops the process with a message that names
 * the variable, rather than failing later somewhere far from the cause.
 */
const databaseUrl = z
  .string()
  .trim()
  .refine((v) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(v), {
    message:
      'doit commencer par file:, postgres:// ou postgresql:// (must start with file:, postgres:// or postgresql://)',
  })

/** A third-party service's address (tests point it at a stub server), without a trailing slash. */
const serviceUrl = (fallback: string) =>
  z
    .url('doit être une URL complète (must be a full URL)')
    .transform((v) => v.replace(/\/+$/, ''))
    .default(fallback)

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    DATABASE_URL: databaseUrl.default('file:./data/escale.db'),
    PAYLOAD_SECRET: z
      .string()
      .min(32, 'doit faire au moins 32 caractères (must be at least 32 characters)')
      .optional(),
    MEDIA_DIR: z.string().default('./data/media'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    // The address the production server listens on (scripts/serve.ts); unset: every interface.
    HOST: z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9.:-]{1,253}$/,
        'doit être une adresse ou un nom d’hôte (must be an address or host name)',
      )
      .optional(),
    // On SIGTERM the server finishes the requests in flight, then exits; past this limit it exits with 1.
    SHUTDOWN_TIMEOUT_MS: z.coerce
      .number('doit être un nombre entier (must be an integer)')
      .int('doit être un nombre entier (must be an integer)')
      .min(100, 'doit être entre 100 et 600000 (must be between 100 and 600000)')
      .max(600_000, 'doit être entre 100 et 600000 (must be between 100 and 600000)')
      .default(10_000),
    // Where `npm run backup` writes its timestamped folders (scripts/backup.ts).
    BACKUP_DIR: z.string().trim().min(1).default('./data/backups'),
    // Memory for the production server's micro-cache of shareable pages (scripts/server/micro-cache),
    // in MB; 0 turns it off.
    MICROCACHE_MAX_MB: z.coerce
      .number('doit être un nombre entier (must be an integer)')
      .int('doit être un nombre entier (must be an integer)')
      .min(0, 'doit être entre 0 et 4096 (must be between 0 and 4096)')
      .max(4096, 'doit être entre 0 et 4096 (must be between 0 and 4096)')
      .default(64),
    // Whether the production server starts the pages' framework scripts after their largest paint
    // (scripts/server/scripts-after-lcp); `off` sends them as Next writes them.
    SCRIPTS_AFTER_LCP: z.enum(['on', 'off'], 'doit être on ou off (must be on or off)').default('on'),
    // Unset: http://localhost:<PORT>, so that a site started on another port links to itself.
    SITE_URL: z
      .url('doit être une URL complète, par ex. https://escale.example (must be a full URL)')
      .transform((v) => v.replace(/\/+$/, ''))
      .optional(),
    SMTP_URL: z
      .url({
        protocol: /^smtps?$/,
        error:
          'doit être une URL smtp:// ou smtps://, par ex. smtp://utilisateur:mot-de-passe@smtp.example.org:587',
      })
      .optional(),
    MAIL_FROM: z
      .string()
      .default('Escale <ne-pas-repondre@escale.localhost>')
      .superRefine((value, ctx) => {
        try {
          parseMailFrom(value)
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: (error as Error).message })
        }
      }),
    REDIS_URL: z
      .url({
        protocol: /^rediss?$/,
        error: 'doit être une URL redis:// ou rediss:// (must be a redis:// or rediss:// URL)',
      })
      .optional(),
    // Multiplies every rate limit's allowance: 1 in production; test servers that send thousands of
    // requests from one address set it high.
    RATE_LIMIT_SCALE: z.coerce
      .number('doit être un nombre (must be a number)')
      .min(0.01, 'doit être entre 0,01 et 1000000 (must be between 0.01 and 1000000)')
      .max(1_000_000, 'doit être entre 0,01 et 1000000 (must be between 0.01 and 1000000)')
      .default(1),
    // Prefix of the rate-limit keys, so that several sites (or test runs) can share one Redis.
    RATE_LIMIT_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'lettres, chiffres, - ou _, 40 au plus (letters, digits, - or _)')
      .default('escale'),
    // Prefix of the cache's keys in Redis (shared tag expirations), so that several sites share one Redis.
    CACHE_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'lettres, chiffres, - ou _, 40 au plus (letters, digits, - or _)')
      .default('escale'),
    // How many reverse proxies sit in front of the app and append to X-Forwarded-For. 0: clients reach
    // the app directly and every forwarding header is ignored.
    TRUSTED_PROXIES: z.coerce
      .number('doit être un nombre entier (must be an integer)')
      .int('doit être un nombre entier (must be an integer)')
      .min(0, 'doit être entre 0 et 5 (must be between 0 and 5)')
      .max(5, 'doit être entre 0 et 5 (must be between 0 and 5)')
      .default(0),
    // The newsletter provider (Brevo): with a key, confirmed subscribers are synced to its contacts.
    BREVO_API_KEY: z.string().trim().min(1).optional(),
    BREVO_API_URL: z
      .url('doit être une URL complète (must be a full URL)')
      .transform((v) => v.replace(/\/+$/, ''))
      .default('https://api.brevo.com/v3'),
    // Call 10: the video service's oEmbed endpoint, asked for a video's thumbnail when an editor saves it.
    VIDEO_OEMBED_URL: z
      .url('doit être une URL complète (must be a full URL)')
      .default('https://www.youtube.com/oembed'),
    // The weather widget's provider: Open-Meteo (no key) unless an OpenWeatherMap key is set.
    OPEN_METEO_URL: serviceUrl('https://api.open-meteo.com'),
    OPEN_METEO_GEOCODING_URL: serviceUrl('https://geocoding-api.open-meteo.com'),
    OPENWEATHERMAP_API_KEY: z.string().trim().min(1).optional(),
    OPENWEATHERMAP_URL: serviceUrl('https://api.openweathermap.org'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .transform((v) => ({ ...v, SITE_URL: v.SITE_URL ?? `http://localhost:${v.PORT}` }))

export type Env = z.infer<typeof schema> & { PAYLOAD_SECRET: string }

/** Parses an environment; exported for tests. Throws an Error whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): z.infer<typeof schema> {
  // Empty strings count as unset: `FOO=` in a .env file means "no value", not "the empty value".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''))
  const result = schema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Configuration invalide (invalid environment):\n${lines.join('\n')}`)
  }
  return result.data
}

let cached: Env | undefined

export function env(): Env {
  if (!cached) {
    const parsed = parseEnv(process.env)
    cached = { ...parsed, PAYLOAD_SECRET: parsed.PAYLOAD_SECRET ?? loadOrCreateSecret() }
  }
  return cached
}

export const isPostgres = (url: string) => /^postgres(ql)?:\/\//.test(url)

/** Path of the SQLite file for a `file:` URL, relative to the working directory. */
export const sqlitePath = (url: string) => url.replace(/^file:/, '')
