/** schema.org structured data (JSON-LD) of the shop's pages: FAQPage, Article and Product with offers. */
import type { Article, Faq } from '#site/content.ts'

const shop = { '@type': 'Organization', name: 'Skrinka' }

/** The home page's questions as an FAQPage. */
export function faqJsonLd(faq: Faq) {
  return {
    '@type': 'FAQPage',
    mainEntity: faq.questions.map((item) => ({
      '@type': 'Question',
      name: item.q,
      acceptedAnswer: { '@type': 'Answer', text: item.a },
    })),
  }
}

/** A blog article. */
export function articleJsonLd(article: Article, siteUrl: string, lang: string) {
  return {
    '@type': 'Article',
    headline: article.articleTitle,
    description: article.seoDescription,
    image: siteUrl + article.seoImage,
    inLanguage: lang,
    author: shop,
    publisher: shop,
  }
}

/** A configured cabinet with its price as an offer (VAT included, cash on delivery). */
export function productJsonLd(product: {
  name: string
  image: string
  sku: string
  url: string
  priceGross: number
  currency: string
}) {
  return {
    '@type': 'Product',
    name: product.name,
    image: product.image,
    sku: product.sku,
    brand: { '@type': 'Brand', name: 'Skrinka' },
    offers: {
      '@type': 'Offer',
      url: product.url,
      price: product.priceGross.toFixed(2),
      priceCurrency: product.currency,
      availability: 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
      seller: shop,
    },
  }
}
