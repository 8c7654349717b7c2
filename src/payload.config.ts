import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { HeadingFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { Articles, Categories } from '@/features/articles/collections'
import { EventCategories, Events } from '@/features/agenda/collections'
import { Users } from '@/features/editors/collections'
import { PlaceCategories, Places } from '@/features/map/collections'
import { Media } from '@/features/media/collections'
import { Pages } from '@/features/pages/collections'
import { SiteSettings } from '@/features/site/globals'
import { Videos } from '@/features/videos/collections'
import { databaseAdapter } from '@/lib/db'
import { env } from '@/lib/env'
import { withVisitorLimits } from '@/lib/rest-api/visitor-limits'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

export default buildConfig({
  serverURL: config.SITE_URL,
  secret: config.PAYLOAD_SECRET,
  db: databaseAdapter(config.DATABASE_URL),
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Escale administration' },
    dateFormat: 'dd/MM/yyyy HH:mm',
  },
  i18n: { supportedLanguages: { fr }, fallbackLanguage: 'fr' },
  // Every collection and global: the bounds on what a visitor's REST request may ask for.
  collections: withVisitorLimits([
    Articles,
    Categories,
    Events,
    EventCategories,
    Places,
    PlaceCategories,
    Media,
    Videos,
    Pages,
    Users,
  ]),
  globals: withVisitorLimits([SiteSettings]),
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((feature) => feature.key !== 'heading'),
      HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
    ],
  }),
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  logger: { options: { level: config.LOG_LEVEL } },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})
