import fs from 'node:fs'
import path from 'node:path'

/*
 * The media folder is copied after the database: every file the copied database refers to was written
 * before the copy began, so it is in the media copy too (files uploaded meanwhile come along unreferenced,
 * which is harmless).
 */

/** Files and bytes under a folder, recursively; a missing folder holds nothing. */
export function mediaStats(dir: string) {
  let files = 0
  let bytes = 0
  if (!fs.existsSync(dir)) return { files, bytes }
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    files++
    bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size
  }
  return { files, bytes }
}

/** Copies the media folder `from` (maybe missing: no uploads yet) into `to`, keeping modification times. */
export function copyMedia(from: string, to: string) {
  fs.mkdirSync(to, { recursive: true })
  if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
}

export const folderIsEmpty = (dir: string) => !fs.existsSync(dir) || fs.readdirSync(dir).length === 0

/**
 * Puts the backup's media in `target`, emptied first. The folder itself is kept, not replaced: on several
 * instances it is often a mounted volume, which cannot be renamed.
 */
export function restoreMedia(from: string, target: string) {
  fs.mkdirSync(target, { recursive: true })
  for (const entry of fs.readdirSync(target))
    fs.rmSync(path.join(target, entry), { recursive: true, force: true })
  copyMedia(from, target)
}
