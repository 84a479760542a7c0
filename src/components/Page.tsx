import type { ReactNode } from 'react'

/** Props of a page body: its visible heading and content. */
export interface PageProps {
  title: string
  children?: ReactNode
}

/** The body of a page inside the frame: one h1 and its content. */
export function Page({ title, children }: PageProps) {
  return (
    <article className="page">
      <h1>{title}</h1>
      {children}
    </article>
  )
}
