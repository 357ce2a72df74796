import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { headingId, tableOfContents } from './legalDocuments';
import { translate } from './texts';

/** The plain text of a heading's children (the anchor is derived from it, like the contents'). */
function textOf(children: ReactNode): string {
  if (typeof children === 'string' || typeof children === 'number') return String(children);
  if (Array.isArray(children)) return children.map(textOf).join('');
  return '';
}

// Markdown elements as the theme's typography. No raw HTML: react-markdown escapes it (no rehype-raw).
const COMPONENTS: Components = {
  h2: ({ children }) => (
    <Typography id={headingId(textOf(children))} variant="h6" component="h2" sx={{ fontWeight: 600, mt: 4, mb: 1, scrollMarginTop: 16 }}>
      {children}
    </Typography>
  ),
  h3: ({ children }) => (
    <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>
      {children}
    </Typography>
  ),
  p: ({ children }) => (
    <Typography variant="body1" sx={{ mb: 1.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  li: ({ children }) => (
    <Typography component="li" variant="body1" sx={{ mb: 0.5, lineHeight: 1.7 }}>
      {children}
    </Typography>
  ),
  a: ({ href, children }) => <Link href={href}>{children}</Link>,
};

/**
 * A legal text: its table of contents (links to the numbered clauses' anchors) and the text,
 * rendered by react-markdown with GitHub-flavoured markdown (tables, lists). Loaded lazily.
 */
export default function LegalMarkdown({ markdown }: { markdown: string }) {
  const contents = tableOfContents(markdown);
  return (
    <Box sx={{ overflowWrap: 'anywhere', '& table': { borderCollapse: 'collapse', my: 2 }, '& td, & th': { border: 1, borderColor: 'divider', p: 1, verticalAlign: 'top' } }}>
      <Box component="nav" aria-labelledby="legal-contents" sx={{ mb: 3, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
        <Typography id="legal-contents" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {translate('app.public.legal.contents')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none', columns: { xs: 1, sm: 2 }, columnGap: 4 }}>
          {contents.map((entry) => (
            <Box component="li" key={entry.id} sx={{ mb: 0.5, breakInside: 'avoid' }}>
              <Link href={`#${entry.id}`}>{entry.text}</Link>
            </Box>
          ))}
        </Box>
      </Box>
      <Markdown remarkPlugins={[remarkGfm]} components={COMPONENTS}>
        {markdown}
      </Markdown>
    </Box>
  );
}
