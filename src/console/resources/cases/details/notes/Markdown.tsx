import { Box } from '@mui/material';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';

const PLUGINS = [remarkGfm];

// Links leave the console in a new tab and tell the other site nothing.
const COMPONENTS: Components = {
  a: ({ node: _node, ...props }) => <a {...props} target="_blank" rel="noopener noreferrer nofollow" />,
};

/**
 * Notes in Markdown (GitHub flavour: tables, task lists, strikethrough). Raw HTML is never
 * rendered: `skipHtml` drops it, and there is no rehype-raw; react-markdown's default URL check
 * drops javascript: and other unsafe links.
 */
export function Markdown({ children }: { children: string }) {
  return (
    <Box
      className="case-notes-markdown"
      sx={{
        overflowWrap: 'anywhere',
        '& > :first-of-type': { mt: 0 },
        '& > :last-child': { mb: 0 },
        '& p, & ul, & ol, & blockquote, & table, & pre': { my: 1 },
        '& ul, & ol': { pl: 3 },
        '& blockquote': { borderLeft: 3, borderColor: 'divider', pl: 1.5, ml: 0, color: 'text.secondary' },
        '& code': { fontFamily: 'monospace', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5 },
        '& pre': { bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflow: 'auto' },
        '& table': { borderCollapse: 'collapse' },
        '& th, & td': { border: 1, borderColor: 'divider', px: 1, py: 0.5 },
        '& h1, & h2, & h3': { fontSize: '1.05rem', fontWeight: 600, my: 1 },
      }}
    >
      <ReactMarkdown remarkPlugins={PLUGINS} skipHtml components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </Box>
  );
}
