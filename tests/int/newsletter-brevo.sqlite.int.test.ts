import { sqliteBackend } from './support/backends'
import { newsletterBrevoSuite } from './suites/newsletter-brevo'

newsletterBrevoSuite(sqliteBackend())
