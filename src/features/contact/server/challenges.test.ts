import { beforeAll, describe, expect, it } from 'vitest'
import {
  CHALLENGE_TTL_MS,
  captchaCode,
  challengeOfImage,
  challengesFor,
  checkCaptcha,
  checkQuiz,
  issueCaptcha,
  issueQuiz,
} from './challenges'

beforeAll(() => {
  process.env.PAYLOAD_SECRET ||= 'unit-tests-secret-0123456789abcdef0123'
})

const now = Date.UTC(2026, 10, 23, 10)

describe('captcha', () => {
  it('accepts the code of its image, whatever the case, until it expires', () => {
    const challenge = issueCaptcha(now)
    expect(challenge).toMatch(/^\d{18}$/)
    const code = captchaCode(challenge)
    expect(code).toMatch(/^[A-Z2-9]{5}$/)
    expect(checkCaptcha(code.toLowerCase(), challenge, now)).toBe(true)
    expect(checkCaptcha(code, challenge, now + CHALLENGE_TTL_MS + 1000)).toBe(false)
  })
  it('refuses wrong codes, forged and malformed challenges', () => {
    const challenge = issueCaptcha(now)
    expect(checkCaptcha(captchaCode(challenge).slice(1), challenge, now)).toBe(false)
    const forged = `${challenge.slice(0, 10)}${'9'.repeat(8)}`
    expect(checkCaptcha(captchaCode(challenge), forged, now)).toBe(
      captchaCode(challenge) === captchaCode(forged),
    )
    expect(checkCaptcha('x', 'abc', now)).toBe(false)
    expect(checkCaptcha(undefined as unknown as string, challenge, now)).toBe(false)
  })
})

describe('quiz', () => {
  const questions = [{ question: 'Capitale de la France ?', answers: 'Paris | paname' }]

  it('accepts any listed answer, normalised, until it expires', () => {
    const [question, hash] = issueQuiz(questions, now)!
    expect(question).toBe('Capitale de la France ?')
    expect(checkQuiz(' PARIS', hash, now)).toBe(true)
    expect(checkQuiz('Paname', hash, now)).toBe(true)
    expect(checkQuiz('Lyon', hash, now)).toBe(false)
    expect(checkQuiz('', hash, now)).toBe(false)
    expect(checkQuiz('Paris', hash, now + CHALLENGE_TTL_MS + 1000)).toBe(false)
  })
  it('refuses a hash whose expiry was changed', () => {
    const [, hash] = issueQuiz(questions, now)!
    const [expiry, ...macs] = hash.split('.')
    expect(checkQuiz('Paris', [String(Number(expiry) + 3600), ...macs].join('.'), now)).toBe(false)
    expect(checkQuiz('Paris', 'n’importe quoi', now)).toBe(false)
  })
  it('skips blocks without usable questions', () => {
    expect(issueQuiz([{ question: 'Vide ?', answers: ' | ' }], now)).toBeNull()
  })
})

describe('challengesFor', () => {
  it('gives every captcha an image and every quiz a question', () => {
    const result = challengesFor(
      [
        { blockType: 'text', name: 'nom' },
        { blockType: 'captcha', name: 'code' },
        { blockType: 'quiz', name: 'question', questions: [{ question: '2 + 2 ?', answers: '4|quatre' }] },
      ],
      now,
    )
    expect(result.captcha?.code).toMatch(/^\/api\/contact-form\/v1\/captcha\/\d{18}\.png$/)
    expect(challengeOfImage(result.captcha!.code)).toMatch(/^\d{18}$/)
    expect(result.quiz?.question[0]).toBe('2 + 2 ?')
    expect(challengesFor([{ blockType: 'text', name: 'nom' }], now)).toEqual({})
  })
})
