import { formProbe, jsonProbe, multipartProbe, type Probe } from './types'

const FEEDBACK = '/api/contact-form/v1/contact-forms/1/feedback'

/**
 * What the generators cannot guess. Pages and route handlers are read from the build's route manifest
 * (pages.ts), ajax actions from their dispatch table (ajax.ts), REST collections and globals from the
 * server (rest.ts): a new endpoint of one of those kinds is covered without a line here. Add to this
 * list, with a comment, what an endpoint reads that a generic request does not send: a body format (a
 * multipart contact form, a signed nonce), a query parameter, a header.
 */
export const EXTRA_PROBES: Probe[] = [
  // The map page reads its pinned point from the query (lat, lng, titre) and its filters (categorie).
  { group: 'extra', method: 'GET', path: '/carte?lat=91&lng=-181&titre=%00' },
  { group: 'extra', method: 'GET', path: '/carte?lat=1e999&lng=NaN&categorie[]=x&categorie[]=%ff' },
  // The agenda's server-rendered results read every filter from the query string.
  { group: 'extra', method: 'GET', path: '/agenda/resultats?page=999999999&limit=-1&date=2026-02-30' },
  { group: 'extra', method: 'GET', path: `/agenda/resultats?search=${'mot%20'.repeat(500)}` },
  {
    group: 'extra',
    method: 'GET',
    path: '/agenda/resultats?category[$ne]=1&dateStart=2027-01-01&dateEnd=2026-01-01',
  },
  // Load-more's `query` is JSON inside a form field.
  formProbe('extra', '/ajax', [
    ['action', 'loadmore'],
    ['page', '1'],
    ['query', '{"kind":"category","slug":{"$ne":1}}'],
  ]),
  formProbe('extra', '/ajax', [
    ['action', 'loadmore'],
    ['page', '1'],
    ['query', '{"kind":"archive","year":1e999,"month":-1}'],
  ]),
  formProbe('extra', '/ajax', [
    ['action', 'loadmore'],
    ['page', '9999'],
    ['query', '{"kind":"__proto__"}'],
  ]),
  // The contact form's feedback route reads a multipart body: hidden `_wpcf7` fields, the form's own
  // fields (some as `name[]` lists), the quiz's hashed answer and the captcha's signed challenge.
  multipartProbe('extra', FEEDBACK, [
    ['_wpcf7', '1'],
    ['_wpcf7_unit_tag', 'wpcf7-f1-o1'],
    ['nom', '\u0000<script>'],
    ['email', 'pas-une-adresse'],
    ['message', 'x'.repeat(20_000)],
    ['consentement[]', '1'],
    ['question', '7'],
    ['_wpcf7_quiz_answer_question', 'faux'],
  ]),
  multipartProbe('extra', FEEDBACK, [
    ['_wpcf7', '2'],
    ['_wpcf7_container_post', '-1e999'],
    ['_wpcf7_unit_tag', 'u'.repeat(5000)],
  ]),
  multipartProbe('extra', '/api/contact-form/v1/contact-forms/99999999/feedback', [['nom', 'x']]),
  multipartProbe('extra', '/api/contact-form/v1/contact-forms/0x1/feedback', [['nom', 'x']]),
  formProbe('extra', FEEDBACK, [
    ['__proto__[x]', '1'],
    ['nom[]', 'a'],
  ]),
  {
    group: 'extra',
    method: 'POST',
    path: FEEDBACK,
    headers: { 'content-type': 'multipart/form-data; boundary=jamais-fermee' },
    body: '--jamais-fermee\r\nContent-Disposition: form-data; name="nom"\r\n\r\nx',
  },
  {
    group: 'extra',
    method: 'POST',
    path: FEEDBACK,
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    body: `--b\r\nContent-Disposition: form-data; name="fichier"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\n${'a'.repeat(2_000_000)}\r\n--b--\r\n`,
  },
  { group: 'extra', method: 'GET', path: '/api/contact-form/v1/contact-forms/1/refill?x[$ne]=1' },
  { group: 'extra', method: 'GET', path: '/api/contact-form/v1/captcha/99999999999999999999999.png' },
  { group: 'extra', method: 'GET', path: '/api/contact-form/v1/captcha/..%2f..%2fetc%2fpasswd.png' },
  // The newsletter sign-up checks a signed nonce (22 characters) before the form: a well-shaped wrong one,
  // with lists as a repeated field and an SMS made of separators only.
  formProbe('extra', '/ajax', [
    ['action', 'sib_subscribe_form'],
    ['security', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['email', 'a@b.c'],
    ['sms', '+(((---...   )))'],
    ['interestingLists[]', '-1'],
    ['interestingLists[]', '1e999'],
  ]),
  // The rating call reads its nonce from a field named after the post: a well-shaped wrong one, and one
  // for another post than `pid`.
  formProbe('extra', '/ajax', [
    ['action', 'postratings'],
    ['pid', '1'],
    ['rate', '5'],
    ['postratings_1_nonce', 'AAAAAAAAAAAAAAAAAAAAAA'],
  ]),
  formProbe('extra', '/ajax', [
    ['action', 'postratings'],
    ['pid', '99999999'],
    ['rate', '3'],
    ['postratings_1_nonce', '%00'],
  ]),
  // The weather call checks a signed nonce (22 characters) made for the widget's id: a well-shaped wrong
  // one, with a position at the edge of the range and a place to search; and a position that is two
  // numbers too many.
  formProbe('extra', '/ajax', [
    ['action', 'awesome_weather_refresh'],
    ['id', 'accueil'],
    ['security', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['latlng', '90,-180'],
    ['user_location', '\u0000<script>'],
    ['forecast_days', '7'],
    ['owm_city_id', '9999999999'],
  ]),
  formProbe('extra', '/ajax', [
    ['action', 'awesome_weather_refresh'],
    ['id', 'accueil'],
    ['latlng', '1e999,-1e999'],
    ['latlng', '51.08,2.58'],
    ['units', 'f'],
    ['geotriggered', '1'],
  ]),
  // The gallery's page call sends its options as a group (`options[…]`, as jQuery sends an object) and a
  // nonce made for the playlist: a well-shaped wrong one, options out of range, a group and a plain field
  // of the same name, a group named __proto__, options as JSON with the wrong types.
  formProbe('extra', '/ajax', [
    ['action', 'my_embedplus_gallery_page'],
    ['security', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['options[playlistId]', 'principale'],
    ['options[pageToken]', '99999'],
    ['options[pageSize]', '1e999'],
    ['options[columns]', '-1'],
    ['options[autonext]', '%00'],
  ]),
  formProbe('extra', '/ajax', [
    ['action', 'my_embedplus_gallery_page'],
    ['options', 'x'],
    ['options[playlistId]', '../../etc/passwd'],
    ['options[playlistId]', 'principale'],
    ['__proto__[pageSize]', '6'],
    ['options[__proto__]', '1'],
  ]),
  jsonProbe('extra', 'POST', '/ajax', {
    action: 'my_embedplus_gallery_page',
    security: ['x'],
    options: { playlistId: { $ne: 1 }, pageSize: 'NaN', showTitle: 'peut-être', pageToken: 12 },
  }),
  // The consent log reads a list of categories, a revision and a path: unknown categories, a path to
  // another site, a revision as big as it gets.
  formProbe('extra', '/ajax', [
    ['action', 'consent_log'],
    ['choice', 'all'],
    ['categories[]', 'necessary'],
    ['categories[]', '__proto__'],
    ['revision', '1e999'],
    ['page', '//ailleurs.example/%00'],
  ]),
  // The mail links' pages read the subscriber's id and a signed key from the query.
  { group: 'extra', method: 'GET', path: '/newsletter/confirmer?id=99999999999999999999&cle=%00' },
  { group: 'extra', method: 'GET', path: '/newsletter/desinscription?id[]=1&cle[$ne]=x' },
  // Their button posts the purpose, the id and the key as a form.
  formProbe('extra', '/newsletter/lien', [
    ['purpose', 'desinscription'],
    ['id', '1e999'],
    ['cle', '%00'.repeat(40)],
  ]),
  formProbe('extra', '/newsletter/lien', [
    ['purpose', '__proto__'],
    ['id[]', '1'],
    ['cle', 'x'.repeat(5000)],
  ]),
  // A multipart post to a page reads as a server action's no-script submission in Next; a broken body
  // used to answer 500 (src/lib/page-posts.ts).
  {
    group: 'extra',
    method: 'POST',
    path: '/',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body: 'x=1',
  },
  multipartProbe('extra', '/articles/junk-corpus', [
    ['$ACTION_ID_0', ''],
    ['x', '1'],
  ]),
  // The preview's entry reads a signed token from the query; leaving the preview is a form's post.
  { group: 'extra', method: 'GET', path: '/apercu?jeton=%00' },
  { group: 'extra', method: 'GET', path: `/apercu?jeton=${'a.'.repeat(1500)}` },
  { group: 'extra', method: 'GET', path: '/apercu?jeton[]=x&jeton[$ne]=1' },
  { group: 'extra', method: 'GET', path: '/apercu?jeton=eyJwIjoiLy9ldmlsLmV4YW1wbGUifQ.AAAA' },
  formProbe('extra', '/apercu/quitter', [['__proto__[x]', '1']]),
  // The jobs queue's run endpoint reads the queue, a limit and flags from the query.
  { group: 'extra', method: 'GET', path: '/api/payload-jobs/run?queue[$ne]=x&limit=-1e999&allQueues=%00' },
  // The comment form posts WordPress's fields, a per-post nonce and the anti-spam fields; with and without
  // script (the script asks for JSON). A wrong nonce, a parent from nowhere, an unknown post, HTML, an
  // oversized text, repeated fields, a honeypot filled in.
  formProbe('extra', '/commentaires', [
    ['author', '<script>alert(1)</script>'],
    ['email', 'a@b.c'],
    ['comment', '<img src=x onerror=alert(1)> assez long pour passer'],
    ['comment_post_ID', '1'],
    ['comment_parent', '99999999'],
    ['comment_nonce', 'AAAAAAAAAAAAAAAAAAAAAA'],
  ]),
  formProbe('extra', '/commentaires', [
    ['author', 'x'],
    ['email', 'pas-une-adresse'],
    ['url', 'javascript:alert(1)'],
    ['comment', 'x'.repeat(20_000)],
    ['comment_post_ID', '1e999'],
    ['comment_parent', '-1'],
  ]),
  formProbe('extra', '/commentaires', [
    ['author[]', 'a'],
    ['__proto__[x]', '1'],
    ['comment_post_ID', '99999999'],
    ['site_web_verification', 'robot'],
  ]),
  {
    group: 'extra',
    method: 'POST',
    path: '/commentaires',
    headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: `author=a&email=a%40b.c&comment=${'%F0%9F%98%80'.repeat(20_000)}&comment_post_ID=1`,
  },
  { group: 'extra', method: 'GET', path: '/articles/x/repondre/99999999999999999999' },
  { group: 'extra', method: 'GET', path: '/articles/%00/commentaires/flux.xml' },
]
