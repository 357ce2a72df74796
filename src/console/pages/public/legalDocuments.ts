// The legal texts (spec 001 §9 "Legal content constants"): static markdown shipped with the
// console (no call fetches them), each loaded on demand, and what the pages derive from them.

export type LegalDocumentId = 'termsLawFirms' | 'termsLocators' | 'privacyLawCompanies' | 'privacyLocators';

/** One file per document under ./content, a chunk of its own (read only when shown). */
const LOADERS: Record<LegalDocumentId, () => Promise<{ default: string }>> = {
  termsLawFirms: () => import('./content/termos-assessorias.md?raw'),
  termsLocators: () => import('./content/termos-localizadores.md?raw'),
  privacyLawCompanies: () => import('./content/privacidade-assessorias.md?raw'),
  privacyLocators: () => import('./content/privacidade-localizadores.md?raw'),
};

export const loadLegalText = (id: LegalDocumentId) => LOADERS[id]().then((module) => module.default);

/** The two tabs of each page (spec 001 §2): law firms or law companies, then locators. */
export const LEGAL_PAGES = {
  terms: {
    title: 'app.pages.public.terms.title',
    path: '/p/termos-de-uso',
    tabs: [
      { id: 'termsLawFirms', label: 'app.public.legal.terms_law_firms' },
      { id: 'termsLocators', label: 'app.public.legal.terms_locators' },
    ],
  },
  privacy: {
    title: 'app.pages.public.privacy.title',
    path: '/p/privacidade',
    tabs: [
      { id: 'privacyLawCompanies', label: 'app.public.legal.privacy_law_companies' },
      { id: 'privacyLocators', label: 'app.public.legal.privacy_locators' },
    ],
  },
} as const satisfies Record<
  string,
  { title: string; path: string; tabs: readonly { id: LegalDocumentId; label: string }[] }
>;

export type LegalPageKind = keyof typeof LEGAL_PAGES;

/** A clause heading's anchor: '5. Pagamentos' → 'clausula-5'; other headings by their words. */
export function headingId(text: string): string {
  const number = /^(\d+)\./.exec(text.trim());
  if (number) return `clausula-${number[1]}`;
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The table of contents: every second-level heading (the numbered clauses), with its anchor. */
export function tableOfContents(markdown: string): { id: string; text: string }[] {
  return [...markdown.matchAll(/^## +(.+)$/gm)].map((match) => {
    const text = match[1].trim();
    return { id: headingId(text), text };
  });
}
