import { postgresBackend } from './support/backends'
import { newsletterSignupSuite } from './suites/newsletter-signup'

newsletterSignupSuite(await postgresBackend())
