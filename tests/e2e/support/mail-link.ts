/**
 * Prints the signed newsletter link a mail would carry: `tsx tests/e2e/support/mail-link.ts <purpose> <id>
 * <email>`. Run as a process of its own (see `mailLink` in app-server.ts): the signing module reads the
 * app's environment, which Playwright's loader cannot import.
 */
import { type LinkPurpose, signedLink } from '../../../src/features/newsletter/links'

const [purpose, id, email] = process.argv.slice(2)
console.log(signedLink(purpose as LinkPurpose, id, email))
