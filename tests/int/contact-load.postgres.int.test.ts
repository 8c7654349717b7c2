import { postgresBackend } from './support/backends'
import { contactLoadSuite } from './suites/contact-load'

contactLoadSuite(await postgresBackend())
