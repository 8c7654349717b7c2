/**
 * `npm run bench:floor`: measures the framework floor again (bench/support/floor.ts) and prints it.
 * bench:size does this by itself when Next.js or React changed; run it by hand to see the chunks.
 */
import { measureFloor } from './support/floor'
import { runBench } from './support/run'

runBench(async () => {
  const floor = await measureFloor()
  console.log(
    `\n[bench] empty page, Next.js ${floor.next}, React ${floor.react}: ${floor.totalKb.toFixed(1)} KB first-load JS (gzip)`,
  )
  for (const file of floor.files) console.log(`  ${file.kb.toFixed(1).padStart(6)} KB  ${file.src}`)
  return 0
})
