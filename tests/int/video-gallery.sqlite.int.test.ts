import { sqliteBackend } from './support/backends'
import { videoGallerySuite } from './suites/video-gallery'

videoGallerySuite(sqliteBackend())
