/**
 * The drafts of what editors write (articles, events, pages). Autosave keeps the draft, and the live
 * preview beside the form that reloads on each save, in step with the editor's typing; scheduled
 * publication queues a publish or unpublish at a set time on Payload's jobs queue (run by
 * src/features/publishing/scheduled-runs.ts).
 */
export const EDITORIAL_DRAFTS = {
  autosave: { interval: 800 },
  schedulePublish: true,
}
