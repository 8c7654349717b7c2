import { describe, expect, it } from 'vitest'
import { MESSAGES, parseSearchReply } from './reply'

describe('a call 15 reply, read by the bar', () => {
  it('gives the HTML between the markers and the counts of the data block', () => {
    expect(
      parseSearchReply(
        '___ASPSTART_HTML___<ol><li>a</li></ol>___ASPEND_HTML______ASPSTART_DATA___{"results_count":1,"full_results_count":7}___ASPEND_DATA___',
      ),
    ).toEqual({ html: '<ol><li>a</li></ol>', resultsCount: 1, fullResultsCount: 7 })
  })

  it('is null when a marker is missing or the data block is not JSON with numbers', () => {
    expect(parseSearchReply('<html>Erreur</html>')).toBeNull()
    expect(parseSearchReply('___ASPSTART_HTML___x___ASPEND_HTML___')).toBeNull()
    expect(
      parseSearchReply('___ASPSTART_HTML___x___ASPEND_HTML______ASPSTART_DATA___{oops___ASPEND_DATA___'),
    ).toBeNull()
    expect(
      parseSearchReply(
        '___ASPSTART_HTML___x___ASPEND_HTML______ASPSTART_DATA___{"results_count":"a"}___ASPEND_DATA___',
      ),
    ).toBeNull()
  })

  it('words a failed request with its status', () => {
    expect(MESSAGES.failed(503)).toBe('La requête a échoué. Vérifiez votre connexion ! Statut : 503')
  })
})
