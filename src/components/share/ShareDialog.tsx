import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { EmailSchema } from '#domain/checkout.ts'
import type { ShareKind, ShareResponse } from '#domain/share.ts'
import { useLocale } from '#i18n/useLocale.ts'
import { ApiRequestError } from '#queries/client.ts'
import { shareMailMutationOptions, shareQueryOptions } from '#queries/share.ts'
import { problemTexts } from '../cart/labels'

/** The design to share: its kind and the configurator's canonical query. */
export interface ShareDesign {
  kind: ShareKind
  query: Record<string, string>
}

/** "Share" on a configurator: opens the share dialog and gives the focus back to the button when it closes. */
export function ShareButton({ design }: { design: ShareDesign }) {
  const [open, setOpen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const opened = useRef(false)
  // Once the dialog has left the page (its close runs on unmount), the focus goes back to Share.
  useEffect(() => {
    if (open) opened.current = true
    else if (opened.current) opener.current?.focus()
  }, [open])
  return (
    <>
      <button ref={opener} type="button" className="share-open" data-testid="share-open" onClick={() => setOpen(true)}>
        <Trans>Share</Trans>
      </button>
      {open && <ShareDialog design={design} onClose={() => setOpen(false)} />}
    </>
  )
}

/** The dialog: asks the shop for the short link of the design, then shows it (ShareView). */
export function ShareDialog({ design, onClose }: { design: ShareDesign; onClose: () => void }) {
  const locale = useLocale()
  const share = useQuery(shareQueryOptions(design.kind, design.query, locale))
  return <ShareView share={share.data} failed={share.isError} onClose={onClose} />
}

/** What the "Send me this design" form shows besides the form. */
export type SendState = 'idle' | 'sending' | 'sent' | 'invalid' | 'tooMany' | 'failed'

/** Props of the dialog's view; `initial` opens it in a given state (stories). */
export interface ShareViewProps {
  share: ShareResponse | undefined
  failed: boolean
  onClose: () => void
  initial?: { copied?: boolean; send?: SendState; email?: string }
}

/** The modal dialog: the link (read-only), Copy, an e-mail link, the QR code and "Send me this design". */
export function ShareView({ share, failed, onClose, initial }: ShareViewProps) {
  const { t } = useLingui()
  const locale = useLocale()
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [copied, setCopied] = useState(initial?.copied ?? false)
  const [email, setEmail] = useState(initial?.email ?? '')
  const [send, setSend] = useState<SendState>(initial?.send ?? 'idle')
  const mail = useMutation(shareMailMutationOptions())
  useEffect(() => {
    const element = dialog.current
    // showModal moves the focus into the dialog and keeps it there until it closes.
    if (element && !element.open) element.showModal()
    return () => element?.close()
  }, [])

  const copy = async () => {
    if (!share) return
    await navigator.clipboard.writeText(share.url)
    setCopied(true)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!share) return
    const address = email.trim()
    if (!v.is(EmailSchema, address)) return setSend('invalid')
    setSend('sending')
    try {
      await mail.mutateAsync({ code: share.code, email: address, locale })
      setSend('sent')
    } catch (error) {
      const status = error instanceof ApiRequestError ? error.status : 0
      setSend(status === 429 ? 'tooMany' : status === 422 ? 'invalid' : 'failed')
    }
  }
  const subject = t`My design at Skrinka`
  const link = share?.url ?? ''
  const mailto = share
    ? `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(t`Have a look at this design: ${link}`)}`
    : undefined
  const qrLabel = t`QR code of the link`
  const qrBox = useRef<HTMLDivElement>(null)
  // The QR code is the shop's own SVG (checked to be one by the endpoint table); the test id and label go on the <svg>.
  useEffect(() => {
    const svg = qrBox.current?.querySelector('svg')
    if (!svg) return
    svg.setAttribute('data-testid', 'share-qr')
    svg.setAttribute('role', 'img')
    svg.setAttribute('aria-label', qrLabel)
  }, [share, qrLabel])
  const errorId = `${titleId}-error`
  const problem = t(problemTexts.email)
  const sendMessage: Partial<Record<SendState, string>> = {
    sent: t`Sent. The link is on its way to your inbox.`,
    invalid: t`Check the address: ${problem}`,
    tooMany: t`Too many e-mails have been sent from here; please try again in an hour.`,
    failed: t`The e-mail could not be sent; please try again.`,
  }
  const message = sendMessage[send]

  return (
    <dialog
      ref={dialog}
      className="dialog share-dialog"
      data-testid="share-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <h2 id={titleId}>
        <Trans>Share this design</Trans>
      </h2>
      {failed ? (
        <p role="alert">
          <Trans>The link could not be made; please try again.</Trans>
        </p>
      ) : !share ? (
        <p aria-live="polite">
          <Trans>Making the link…</Trans>
        </p>
      ) : (
        <>
          <label className="share-link">
            <span>
              <Trans>Link to this design</Trans>
            </span>
            <input
              type="url"
              readOnly
              value={share.url}
              data-testid="share-link"
              onFocus={(event) => event.currentTarget.select()}
            />
          </label>
          <div className="dialog-buttons share-actions">
            <button type="button" data-testid="share-copy" onClick={() => void copy()} autoFocus>
              {copied ? <Trans>Copied</Trans> : <Trans>Copy link</Trans>}
            </button>
            <a className="button-link" data-testid="share-mailto" href={mailto}>
              <Trans>Send by e-mail</Trans>
            </a>
          </div>
          <p className="visually-hidden" aria-live="polite">
            {copied ? <Trans>The link is copied.</Trans> : null}
          </p>
          <div ref={qrBox} className="share-qr" dangerouslySetInnerHTML={{ __html: share.qrSvg }} />
          <form className="share-send" onSubmit={(event) => void submit(event)} noValidate>
            <label>
              <span>
                <Trans>Send me this design</Trans>
              </span>
              <input
                type="email"
                name="email"
                autoComplete="email"
                value={email}
                data-testid="share-email"
                aria-invalid={send === 'invalid'}
                aria-describedby={message ? errorId : undefined}
                onChange={(event) => {
                  setEmail(event.target.value)
                  if (send !== 'sending') setSend('idle')
                }}
              />
            </label>
            <button type="submit" data-testid="share-send" disabled={send === 'sending'}>
              <Trans>Send</Trans>
            </button>
            {message && (
              <p
                id={errorId}
                className={send === 'sent' ? 'share-sent' : 'field-error'}
                role={send === 'sent' ? 'status' : 'alert'}
                data-testid="share-send-message"
              >
                {message}
              </p>
            )}
          </form>
        </>
      )}
      <div className="dialog-buttons">
        <button type="button" data-testid="share-close" onClick={onClose}>
          <Trans>Close</Trans>
        </button>
      </div>
    </dialog>
  )
}
