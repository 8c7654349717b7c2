import { sqliteBackend } from './support/backends'
import { newsletterSignupSuite } from './suites/newsletter-signup'

newsletterSignupSuite(sqliteBackend())
