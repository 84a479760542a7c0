/** The page's CSP nonce, which the server put in a meta tag (the router writes it there): undefined without one. */
export const pageNonce = (): string | undefined =>
  document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content') ?? undefined
