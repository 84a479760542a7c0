import { createFileRoute } from '@tanstack/react-router'

export const Route = createFileRoute('/indexTest')({
  component: RouteComponent,
})

function RouteComponent() {
  return <div>Hello "/indexTest"!</div>
}
