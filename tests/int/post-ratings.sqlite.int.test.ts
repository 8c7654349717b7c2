import { sqliteBackend } from './support/backends'
import { postRatingsSuite } from './suites/post-ratings'

postRatingsSuite(sqliteBackend())
