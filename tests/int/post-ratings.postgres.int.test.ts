import { postgresBackend } from './support/backends'
import { postRatingsSuite } from './suites/post-ratings'

postRatingsSuite(await postgresBackend())
