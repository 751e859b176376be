/**
 * The groups of the site's texts (the top-level keys of `locales/*.json`) that only pages after the wizard show: the
 * preview, payment, tracking, look-up, erasure and contact pages. English is every language's fallback and the only
 * one in the first load; its groups below are a chunk of their own (`laterTexts.ts`) that those pages' modules
 * import, so they load with those pages' code. The locale files stay whole (vite.config.ts splits English).
 */
export const LATER_PAGE_GROUPS: readonly string[] = ['preview', 'payment', 'bank', 'paid', 'lookup', 'track', 'refund', 'erase', 'contact'];
