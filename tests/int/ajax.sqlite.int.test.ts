import { sqliteBackend } from './support/backends'
import { ajaxActionsSuite } from './suites/ajax-actions'

ajaxActionsSuite(sqliteBackend())
