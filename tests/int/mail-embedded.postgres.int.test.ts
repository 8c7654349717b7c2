import { postgresBackend } from './support/backends'
import { mailEmbeddedSuite } from './suites/mail-embedded'

mailEmbeddedSuite(await postgresBackend())
