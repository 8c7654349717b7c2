import { postgresBackend } from './support/backends'
import { ajaxActionsSuite } from './suites/ajax-actions'

ajaxActionsSuite(await postgresBackend())
