import { createFileRoute } from '@tanstack/react-router'
import { staffSignInRoute } from './-lib/staffSignIn'

/** The staff sign-in at its Czech address /cz/admin/prihlaseni (the same page as admin.prihlasenie.tsx). */
export const Route = createFileRoute('/admin/prihlaseni')(staffSignInRoute())
