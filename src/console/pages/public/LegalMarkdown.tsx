import { Box, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { headingId, tableOfContents } from './legalDocuments';
import { translate } from './texts';

/**
 * The legal texts' markdown (content/*.md): paragraphs, '## ' clause headings, **bold** and the
 * e-mail addresses, made links. That is all the texts use, so it is read here (about 40 lines)
 * instead of by react-markdown and remark-gfm, 43 KB (brotli) the public pages fetched for it
 * (issue 27 item 2). Text only: React escapes it, no HTML is read. A new feature in a text (a
 * list, a table) needs its rule here; test/console/public/legal.test.tsx checks the texts use
 * none other.
 */

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** A line's inline parts: **bold** and e-mail links. */
function inline(text: string): ReactNode[] {
  return text.split(/(\*\*[^*]+\*\*)/).flatMap((part, i): ReactNode[] => {
    if (/^\*\*[^*]+\*\*$/.test(part)) return [<strong key={i}>{part.slice(2, -2)}</strong>];
    const out: ReactNode[] = [];
    let at = 0;
    for (const match of part.matchAll(EMAIL)) {
      out.push(part.slice(at, match.index));
      out.push(
        <Link key={`${i}-${match.index}`} href={`mailto:${match[0]}`}>
          {match[0]}
        </Link>,
      );
      at = match.index + match[0].length;
    }
    out.push(part.slice(at));
    return out.filter((node) => node !== '');
  });
}

/** The blocks: headings and paragraphs (lines of one paragraph joined, as markdown does). */
function blocks(markdown: string): ReactNode[] {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block, i) => {
      const heading = /^(#{2,3}) +(.+)$/.exec(block);
      if (heading?.[1] === '##')
        return (
          <Typography
            key={i}
            id={headingId(heading[2].trim())}
            variant="h6"
            component="h2"
            sx={{ fontWeight: 600, mt: 4, mb: 1, scrollMarginTop: 16 }}
          >
            {inline(heading[2].trim())}
          </Typography>
        );
      if (heading)
        return (
          <Typography key={i} variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2, mb: 0.5 }}>
            {inline(heading[2].trim())}
          </Typography>
        );
      return (
        <Typography key={i} variant="body1" sx={{ mb: 1.5, lineHeight: 1.7 }}>
          {inline(block.replace(/\s*\n\s*/g, ' '))}
        </Typography>
      );
    });
}

/**
 * A legal text: its table of contents (links to the numbered clauses' anchors) and the text.
 */
export function LegalMarkdown({ markdown }: { markdown: string }) {
  const contents = tableOfContents(markdown);
  return (
    <Box sx={{ overflowWrap: 'anywhere' }}>
      <Box
        component="nav"
        aria-labelledby="legal-contents"
        sx={{ mb: 3, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}
      >
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
      {blocks(markdown)}
    </Box>
  );
}
