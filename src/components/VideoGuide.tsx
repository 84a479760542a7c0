import { useMemo } from 'react'
import { useRouteContext } from '@tanstack/react-router'
import { modelMachine } from '#machines/model.ts'
import type { VideoGuides } from '#site/content.ts'
import { settle } from '#domain/cabinet/model.ts'
import { toRenderCabinet } from '#domain/cabinet/requests.ts'
import { GUIDE_ILLUSTRATION, type VideoGuide as Guide } from '#site/pages.ts'
import { ModelView } from './configurator/ModelView'
import { useHostedActor } from './useHostedActor'
import { modelActors } from '#queries/actors.ts'

/** One guide: the video when a source is configured, the written steps, and the cabinet in 3D. */
export function VideoGuide({ guide, content }: { guide: Guide; content: VideoGuides['guides'][Guide] }) {
  const videoBase = useRouteContext({ from: '__root__', select: (context) => context.env.videoBase })
  const cabinet = useMemo(() => settle({ variant: GUIDE_ILLUSTRATION[guide] }), [guide])
  const modelRef = useHostedActor(modelMachine, {
    input: { hosts: [] },
    provide: { actors: modelActors },
    follow: {
      key: cabinet,
      event: () => ({ type: 'model.request' as const, request: { cabinet: toRenderCabinet(cabinet) } }),
      start: true,
    },
  })
  return (
    <div className="video-guide" data-testid="video-guide">
      <p className="lead">{content.description}</p>
      {videoBase ? (
        <video
          controls
          preload="metadata"
          src={`${videoBase}/${guide}.mp4`}
          className="guide-video"
          data-testid="guide-video"
        />
      ) : null}
      <ol className="guide-steps" data-testid="guide-steps">
        {content.steps.map((step, i) => (
          <li key={i}>{step}</li>
        ))}
      </ol>
      <ModelView cabinet={cabinet} modelRef={modelRef} />
    </div>
  )
}
