/** The demo editor account written by the seed; the README and `npm start` show this login. */
export const DEMO_EDITOR = {
  email: 'editeur@escale.example',
  password: 'escale-demo-2026',
  name: 'Camille Martin',
} as const
