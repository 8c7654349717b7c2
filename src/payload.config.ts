import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { BlocksFeature, HeadingFeature, LinkFeature, lexicalEditor } from '@payloadcms/richtext-lexical'
import { fr } from '@payloadcms/translations/languages/fr'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { contactFormBuilder } from '@/features/contact/collections/plugin'
import { Articles, Categories } from '@/features/articles/collections'
import { EventCategories, Events } from '@/features/agenda/collections'
import { Users } from '@/features/editors/collections'
import { PlaceCategories, Places } from '@/features/map/collections'
import { brevoSyncTask } from '@/features/newsletter/brevo'
import { NewsletterLists, Subscribers } from '@/features/newsletter/collections'
import { NewsletterSettings } from '@/features/newsletter/settings-global'
import { Media } from '@/features/media/collections'
import { Pages } from '@/features/pages/collections'
import { overlayLinkFields } from '@/features/richtext/link-fields'
import { Comments } from '@/features/comments/collection'
import { PostRatings } from '@/features/ratings/collection'
import { SiteSettings } from '@/features/site/globals'
import { Playlists, Videos } from '@/features/videos/collections'
import { VideoGalleryBlock } from '@/features/videos/block'
import { WeatherBlock } from '@/features/weather/block'
import { PartnerWidgetBlock } from '@/features/partners/block'
import { SearchBarBlock } from '@/features/search/block'
import { ConsentRecords } from '@/features/consent/collection'
import { SearchKeywords } from '@/features/search/keywords'
import { SearchBarSettings } from '@/features/search/bar-global'
import { Searches } from '@/features/search/searches-collection'
import { searchIndexPlugin } from '@/features/search/search-index'
import { databaseAdapter } from '@/lib/db'
import { env } from '@/lib/env'
import { closeJobStatsToEditors } from '@/lib/jobs-access'
import { mayRunJobs } from '@/features/publishing/scheduled-runs'
import { mailJobs, Outbox, outboxEmailAdapter, withPasswordResetMail } from '@/lib/mail'
import { downgradeClientErrors, requestIdMixin } from '@/lib/logging'
import { withVisitorLimits } from '@/lib/rest-api/visitor-limits'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const config = env()

const built = buildConfig({
  serverURL: config.SITE_URL,
  secret: config.PAYLOAD_SECRET,
  db: databaseAdapter(config.DATABASE_URL),
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: {
      title: 'Escale administration',
      titleSuffix: ' · Escale administration',
      description: 'Le back-office d’Escale, réservé aux éditeurs de l’association.',
      // The site's own mark instead of Payload's favicon; no share image for pages nobody shares.
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
      openGraph: {
        siteName: 'Escale',
        title: 'Escale administration',
        description: 'Le back-office d’Escale.',
      },
      defaultOGImageType: 'off',
    },
    // Escale's logo and icon, a dashboard that lists what waits for the editor, and an avatar drawn from
    // the editor's initials: nothing is fetched from Gravatar (src/features/editors/admin/).
    components: {
      graphics: {
        Logo: '/features/editors/admin/components/EscaleLogo#EscaleLogo',
        Icon: '/features/editors/admin/components/EscaleIcon#EscaleIcon',
      },
      beforeDashboard: ['/features/editors/admin/components/AttentionBoard#AttentionBoard'],
    },
    avatar: { Component: '/features/editors/admin/components/EditorAvatar#EditorAvatar' },
    dateFormat: 'dd/MM/yyyy HH:mm',
    // Scheduled publications are entered and shown in the town's time, whatever the editor's computer says.
    timezones: {
      supportedTimezones: [{ label: 'Paris (Europe/Paris)', value: 'Europe/Paris' }],
      defaultTimezone: 'Europe/Paris',
    },
  },
  i18n: {
    supportedLanguages: { fr },
    fallbackLanguage: 'fr',
    // The schedule drawer's words: Payload's French title shows a raw « {{titre}} », and its list of the
    // document's scheduled changes is called « Événements à venir », which reads as the agenda's events.
    translations: {
      fr: {
        general: {
          schedulePublishFor: 'Programmer la publication de « {{title}} »',
          time: 'Date et heure',
          upcomingEvents: 'Déjà programmé pour ce document',
          noUpcomingEventsScheduled: 'Rien n’est programmé pour ce document.',
        },
      },
    },
  },
  // Every collection and global: the bounds on what a visitor's REST request may ask for.
  collections: withVisitorLimits([
    Articles,
    Categories,
    PostRatings,
    Comments,
    Events,
    EventCategories,
    Places,
    PlaceCategories,
    Media,
    Videos,
    Playlists,
    Pages,
    withPasswordResetMail(Users),
    Outbox,
    Subscribers,
    NewsletterLists,
    ConsentRecords,
    SearchKeywords,
    Searches,
  ]),
  globals: withVisitorLimits([SiteSettings, NewsletterSettings, SearchBarSettings]),
  // Every mail goes through the outbox; its worker, and the newsletter provider's sync, run on Payload's
  // jobs queue, as do scheduled publications (src/features/publishing/scheduled-runs.ts).
  email: outboxEmailAdapter(),
  jobs: {
    ...mailJobs,
    tasks: [...(mailJobs.tasks ?? []), brevoSyncTask],
    access: { ...mailJobs.access, run: mayRunJobs },
  },
  editor: lexicalEditor({
    features: ({ defaultFeatures }) => [
      ...defaultFeatures.filter((feature) => feature.key !== 'heading' && feature.key !== 'link'),
      HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
      // Any link may open in the overlay (docs/behaviour/overlay.md).
      LinkFeature({ fields: ({ defaultFields }) => [...defaultFields, ...overlayLinkFields] }),
      // Widgets an editor places in a page or an article: a video gallery, a weather widget, a travel
      // partner's activities, the site's search bar.
      BlocksFeature({ blocks: [VideoGalleryBlock, WeatherBlock, PartnerWidgetBlock, SearchBarBlock] }),
    ],
  }),
  plugins: [contactFormBuilder(), searchIndexPlugin()],
  sharp,
  graphQL: { disable: true },
  telemetry: false,
  // Refusals a visitor or editor causes (a wrong password, a query on a field that does not exist) are
  // expected: one info line with the message, not an error with a stack trace (src/lib/logging.ts).
  // Lines written while a request is handled carry its id (scripts/serve.ts).
  logger: {
    options: { level: config.LOG_LEVEL, mixin: requestIdMixin, hooks: { logMethod: downgradeClientErrors } },
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
})

export default built.then(closeJobStatsToEditors)
