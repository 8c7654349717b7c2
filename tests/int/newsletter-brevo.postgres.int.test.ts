import { postgresBackend } from './support/backends'
import { newsletterBrevoSuite } from './suites/newsletter-brevo'

newsletterBrevoSuite(await postgresBackend())
