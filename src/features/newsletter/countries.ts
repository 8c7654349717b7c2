import { escapeHtml } from '@/lib/html'

/** International dial codes by ISO 3166 country code: the countries the prefix list offers. */
export const DIAL_CODES: Readonly<Record<string, string>> = {
  FR: '33',
  BE: '32',
  NL: '31',
  LU: '352',
  DE: '49',
  GB: '44',
  IE: '353',
  ES: '34',
  PT: '351',
  IT: '39',
  CH: '41',
  AT: '43',
  DK: '45',
  SE: '46',
  NO: '47',
  FI: '358',
  IS: '354',
  PL: '48',
  CZ: '420',
  SK: '421',
  HU: '36',
  SI: '386',
  HR: '385',
  RO: '40',
  BG: '359',
  GR: '30',
  CY: '357',
  MT: '356',
  EE: '372',
  LV: '371',
  LT: '370',
  UA: '380',
  MC: '377',
  AD: '376',
  LI: '423',
  SM: '378',
  TR: '90',
  MA: '212',
  DZ: '213',
  TN: '216',
  SN: '221',
  CI: '225',
  CM: '237',
  CD: '243',
  MG: '261',
  RE: '262',
  US: '1',
  CA: '1',
  MX: '52',
  BR: '55',
  AR: '54',
  CL: '56',
  CN: '86',
  JP: '81',
  IN: '91',
  AU: '61',
  NZ: '64',
  IL: '972',
  AE: '971',
  GP: '590',
  MQ: '596',
  GF: '594',
  NC: '687',
  PF: '689',
  PM: '508',
  YT: '262',
}

export type Country = { code: string; name: string; dial: string }

/** The countries with their French names, France first, then in French alphabetical order. */
export function countries(): Country[] {
  const names = new Intl.DisplayNames(['fr'], { type: 'region' })
  const list = Object.entries(DIAL_CODES).map(([code, dial]) => ({
    code: code.toLowerCase(),
    name: names.of(code) ?? code,
    dial,
  }))
  const collator = new Intl.Collator('fr')
  return list.sort((a, b) => (a.code === 'fr' ? -1 : b.code === 'fr' ? 1 : collator.compare(a.name, b.name)))
}

/** The HTML list the prefix dropdown shows: one item per country with its code and dial code. */
export function countryListHtml(): string {
  const items = countries().map(
    (country) =>
      `<li class="sib-country-prefix" data-country-code="${country.code}" data-dial-code="${country.dial}" role="option" tabindex="-1">` +
      `<span class="sib-country-name">${escapeHtml(country.name)}</span> <span class="sib-dial-code">+${country.dial}</span></li>`,
  )
  return `<ul class="sib-country-prefix-list" role="listbox" aria-label="Indicatif du pays">${items.join('')}</ul>`
}
