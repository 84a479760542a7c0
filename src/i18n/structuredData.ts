/**
 * schema.org structured data (JSON-LD) of the shop's pages: FAQPage, Article (with its dates), Product with offers,
 * the shop as an Organization (from the published settings) and each page's BreadcrumbList.
 */
import { formatPhone } from '#domain/checkout.ts'
import { localizePath, type LocaleCode } from '#domain/locale.ts'
import type { ShopSettings } from '#domain/settings.ts'
import type { Article, Faq } from '#site/content.ts'
import { SITE_NAME } from '#site/shop.ts'

const shop = { '@type': 'Organization', name: SITE_NAME }

/** The shop as an Organization: its brand, the registered seller and how to reach it, from the published settings. */
export function organizationJsonLd(settings: ShopSettings, siteUrl: string, locale: LocaleCode) {
  const { company } = settings
  const contact = settings.contact[locale]
  return {
    '@type': 'Organization',
    '@id': `${siteUrl}/#organization`,
    name: SITE_NAME,
    legalName: company.name,
    url: siteUrl + localizePath('/', locale),
    logo: `${siteUrl}/favicon.png`,
    email: contact.email,
    telephone: formatPhone(contact.phone),
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.street,
      postalCode: company.zip,
      addressLocality: company.city,
      addressCountry: company.country,
    },
    ...(company.icdph ? { vatID: company.icdph } : {}),
  }
}

/** Where a page sits: the home page first, the page itself last, each with its absolute address. */
export function breadcrumbJsonLd(items: Array<{ name: string; url: string }>) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

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
    datePublished: article.datePublished,
    dateModified: article.dateModified,
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
