import { feedbackMethodNotAllowed, postFeedback } from '@/features/contact/server/feedback-route'

export const POST = postFeedback
export {
  feedbackMethodNotAllowed as GET,
  feedbackMethodNotAllowed as PUT,
  feedbackMethodNotAllowed as PATCH,
  feedbackMethodNotAllowed as DELETE,
}
