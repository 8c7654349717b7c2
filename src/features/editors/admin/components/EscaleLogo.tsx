import { WavesMark } from '@/features/header/components/WavesMark'
import './escale-brand.css'

/**
 * The back office's logo on the login, first-account and password pages: the site header's waves
 * (WavesMark, in the accent colour), « Escale » and « administration ».
 */
export function EscaleLogo() {
  return (
    <span className="escale-brand" data-escale-logo="">
      <WavesMark className="escale-brand__mark" size={56} />
      <span className="escale-brand__text">
        <span className="escale-brand__name">Escale</span>
        <span className="escale-brand__tagline">administration</span>
      </span>
    </span>
  )
}
