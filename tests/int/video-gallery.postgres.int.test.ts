import { postgresBackend } from './support/backends'
import { videoGallerySuite } from './suites/video-gallery'

videoGallerySuite(await postgresBackend())
