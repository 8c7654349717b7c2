import { describe, expect, it } from 'vitest'
import { DEFAULT_MESSAGES, ERROR_MESSAGE_KEY, SIGNUP_STATUSES, statusTone, SUCCESS_HIDE_MS } from './messages'

describe('newsletter answers', () => {
  it('show success and update as successes, already_exist as a warning, the rest as errors', () => {
    const tones = Object.fromEntries(SIGNUP_STATUSES.map((status) => [status, statusTone(status)]))
    expect(tones).toEqual({
      success: 'success',
      update: 'success',
      already_exist: 'warning',
      failure: 'error',
      invalid: 'error',
      gcaptchaEmpty: 'error',
      gcaptchaFail: 'error',
    })
  })

  it('hide a success after 2 seconds', () => {
    expect(SUCCESS_HIDE_MS).toBe(2000)
  })

  it('have a French message for every broken rule', () => {
    for (const key of Object.values(ERROR_MESSAGE_KEY)) expect(DEFAULT_MESSAGES[key]).toMatch(/[a-zé]/)
  })
})
