/**
 * Anti-spam checks shared by the visitor forms (contact, newsletter, comments). Four checks, each aimed
 * at a kind of robot, none visible to people:
 *
 * 1. The spam-token field: a hidden field with a fixed name and value (SPAM_TOKEN_FIELD) that the
 *    browser's script adds to every form post. A robot that posts without running the page's script
 *    lacks it.
 * 2. The honeypot: an input people never see (<Honeypot />); a robot filling every input fills it.
 * 3. The timing token: signed by the server with the time it was issued, asked for by the browser when
 *    the visitor first interacts with the form (pages are cached, so a token in the markup would carry
 *    the render's time). A post less than MIN_FILL_MS (3 s) after it is refused; a token is valid 24 h.
 * 4. The form's per-address rate limit, the rule of the same name in src/lib/rate-limit/rules.ts.
 *
 * In the browser (a client component):
 *
 *   import { armAntiSpam } from '@/lib/anti-spam/client'
 *   import { Honeypot } from '@/lib/anti-spam/components/Honeypot'
 *   // in the form's markup: <Honeypot />
 *   useEffect(() => { const armed = armAntiSpam(formRef.current!, 'contact'); ... return armed.disarm }, [])
 *   // on submit, before new FormData(form): await armed.prepare()
 *
 * On the server, after the form's own validation (a person correcting a mistake must not spend their
 * rate-limit allowance), before anything is stored:
 *
 *   const verdict = await checkSpam({ scope: 'contact', fields: formData, request })
 *   if (verdict.spam) → refuse with verdict.message (French); verdict.check says which check tripped
 *   (for the logs: 'spam-token' | 'honeypot' | 'timing-missing' | 'timing-invalid' | 'too-fast' |
 *   'timing-expired' | 'rate-limit'); retryAfterSeconds comes with 'rate-limit'.
 *
 * Never store the anti-spam fields with the visitor's data: ANTI_SPAM_FIELD_NAMES lists them.
 * The timing token comes from `POST /ajax` `action=anti_spam_token&scope=<scope>` (registered in
 * src/app/ajax/actions.ts), answering `{ token, minFillMs }`.
 */
export { antiSpamTokenAction } from './ajax'
export { checkSpam } from './check'
export * from './fields'
export { inspectSpamFields, type SpamCheck, type SpamFields, type SpamVerdict } from './inspect'
export { issueTimingToken, readTimingToken } from './timing-token'
