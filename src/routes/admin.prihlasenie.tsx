import { createFileRoute } from '@tanstack/react-router'
import { staffSignInRoute } from './-lib/staffSignIn'

/** The staff sign-in (issue 15), Slovak address; the Czech one is admin.prihlaseni.tsx. */
export const Route = createFileRoute('/admin/prihlasenie')(staffSignInRoute())
