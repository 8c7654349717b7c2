/** The subscribers' export: one CSV row per subscriber, French headers, safe to open in a spreadsheet. */
export type ExportRow = {
  email: string
  status: string
  sms?: string | null
  smsPrefix?: string | null
  date?: string | null
  lists: string[]
  consentAt?: string | null
  confirmedAt?: string | null
  unsubscribedAt?: string | null
}

export const CSV_HEADERS = [
  'E-mail',
  'État',
  'Numéro SMS',
  'Indicatif',
  'Date',
  'Listes',
  'Consentement',
  'Confirmé le',
  'Désinscrit le',
]

/**
 * One cell: quoted, inner quotes doubled, and a leading =, +, - or @ (which a spreadsheet would run as a
 * formula) preceded by an apostrophe.
 */
export function csvCell(value: string | null | undefined): string {
  const text = value ?? ''
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return `"${safe.replace(/"/g, '""')}"`
}

export function subscribersCsv(rows: ExportRow[]): string {
  const lines = rows.map((row) =>
    [
      row.email,
      row.status,
      row.sms,
      row.smsPrefix,
      row.date,
      row.lists.join(' ; '),
      row.consentAt,
      row.confirmedAt,
      row.unsubscribedAt,
    ]
      .map(csvCell)
      .join(';'),
  )
  // A byte-order mark so that spreadsheets read the accents as UTF-8.
  return `\uFEFF${[CSV_HEADERS.map(csvCell).join(';'), ...lines].join('\r\n')}\r\n`
}
