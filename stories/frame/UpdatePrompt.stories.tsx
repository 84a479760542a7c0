import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react'
import type { Meta, StoryObj } from '@storybook/react-vite'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
  useRouter,
} from '@tanstack/react-router'
import { http, HttpResponse } from 'msw'
import { UpdatePrompt } from '#components/UpdatePrompt.tsx'
import type { RouterContext } from '#app/routerContext.ts'

/** The build the story's page came from: the shop frame's pages have none, and without one the prompt never asks. */
const PAGE_BUILD = 'story-page'

/** The shop frame's router context plus the page's build id, as the server gives every page it renders. */
function WithPageBuild({ Story }: { Story: ComponentType }) {
  const context = useRouter().options.context
  const router = useMemo(
    () =>
      createRouter({
        routeTree: createRootRouteWithContext<RouterContext>()({ component: () => <Story /> }),
        history: createMemoryHistory({ initialEntries: ['/'] }),
        context: { ...context, env: { ...context.env, buildId: PAGE_BUILD } },
      }),
    [Story, context],
  )
  return <RouterProvider router={router as never} />
}

/** The tab comes back into view once the page is up: the page asks for the newest build then (as it does every five minutes). */
function TabComesBack({ children }: { children: ReactNode }) {
  // Runs after the prompt's own effect (children first), so its listener hears it.
  useEffect(() => {
    document.dispatchEvent(new Event('visibilitychange'))
  }, [])
  return children
}

const meta = {
  title: 'Frame/Update prompt',
  component: UpdatePrompt,
  decorators: [
    (Story) => (
      <TabComesBack>
        <Story />
      </TabComesBack>
    ),
    (Story) => <WithPageBuild Story={Story} />,
  ],
  // builds/latest.json names another build than the page's (the prompt asks for nothing else).
  parameters: {
    msw: [http.get('/builds/latest.json', () => HttpResponse.json({ id: 'newer-build', timestamp: Date.now() }))],
  },
} satisfies Meta<typeof UpdatePrompt>
export default meta

/** A newer build is out: after checking when the tab came back into view, the page offers to reload. */
export const NewerBuild: StoryObj<typeof meta> = {}
