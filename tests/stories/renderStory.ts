import { act } from '@testing-library/react'

/** A composed story rendered (its play function run) into a fresh element of the page, in the language asked. */
export async function renderStory(
  story: { run: (context?: object) => Promise<void> },
  locale: 'sk' | 'cz',
): Promise<HTMLElement> {
  const canvasElement = document.createElement('div')
  document.body.append(canvasElement)
  await act(async () => {
    await story.run({ canvasElement, globals: { locale } })
  })
  return canvasElement
}
