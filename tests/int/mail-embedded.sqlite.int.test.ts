import { sqliteBackend } from './support/backends'
import { mailEmbeddedSuite } from './suites/mail-embedded'

mailEmbeddedSuite(sqliteBackend())
