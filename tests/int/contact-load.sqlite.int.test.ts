import { sqliteBackend } from './support/backends'
import { contactLoadSuite } from './suites/contact-load'

contactLoadSuite(sqliteBackend())
