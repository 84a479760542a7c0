import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { isVariantId, PRODUCTS } from '../domain/catalogue'
import { pageHead } from '../i18n/head'
import { Configurator } from '../components/configurator/Configurator'
import { changedQuery, designFromSearch, validateCabinetSearch } from '../components/configurator/search'

export const Route = createFileRoute('/detail/$id')({
  validateSearch: validateCabinetSearch,
  beforeLoad: ({ params, search }) => {
    if (!isVariantId(params.id)) throw notFound()
    const { cabinet, canonical } = designFromSearch(search, params.id)
    // Spec §2: missing or invalid parameters are filled in and the address rewritten in place.
    if (canonical) throw redirect({ to: '/detail/$id', params, search: canonical, replace: true })
    return { cabinet }
  },
  head: (input) => {
    const { locale } = input.match.context
    const id = input.params.id
    const title = isVariantId(id) ? PRODUCTS[id].title[locale] : id
    return pageHead(input, title, msg`Configure this cabinet to the centimetre and see it in 3D with its price.`)
  },
  component: Detail,
})

function Detail() {
  const cabinet = Route.useRouteContext({ select: (context) => context.cabinet })
  const navigate = Route.useNavigate()
  return (
    <Configurator
      cabinet={cabinet}
      onChange={(change) => void navigate({ search: changedQuery(cabinet, change, false), replace: true, resetScroll: false })}
    />
  )
}
