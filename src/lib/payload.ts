import 'server-only'
import config from '@payload-config'
import { getPayload } from 'payload'

/** The Payload instance of this server process (created once, then reused). */
export const payloadClient = () => getPayload({ config })
