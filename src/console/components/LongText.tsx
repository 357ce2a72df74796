import { Fragment } from 'react';

/**
 * User-entered text at its longest (issue 25 item 2): a 100-character name or a 250-character
 * file name without a space is allowed by the forms. The page breaks such a word where it would
 * overflow (the theme's `overflow-wrap: break-word` on the body), but that does not make a table
 * column or a flex item any narrower: a long word still widened them until the row's last columns
 * left the screen. These let the text give way there too, always whole and readable (wrapped,
 * never cut), so nothing needs a hover or a focus to be read.
 */

/** Breaks anywhere once the word would overflow, and lets its box shrink to fit (flex items, cells). */
export const wrapAnywhere = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/**
 * A table cell of user-entered text: breaks anywhere when it must, and is never squeezed below
 * `minWidth` (so an ordinary name or e-mail is not broken letter by letter by a long neighbour).
 */
export const textCell = (minWidth = 140) => ({ overflowWrap: 'anywhere', minWidth }) as const;

/** Past this many characters a piece of an e-mail may itself break anywhere (pasted nonsense). */
const EMAIL_PIECE_MAX = 24;

/**
 * An e-mail that wraps where a reader expects it to, before its '@' and its dots
 * ('ana.souza<wbr>@exemplo<wbr>.com.br'), never mid-word as `overflow-wrap: anywhere` did in a
 * narrow column (issue 34: /app/pro at 992 px); only a piece longer than EMAIL_PIECE_MAX breaks
 * anywhere, so an address of any length still fits its cell.
 */
export function EmailText({ email }: { email: string }) {
  return (
    <>
      {email.split(/(?=[@.])/).map((piece, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          <span style={piece.length > EMAIL_PIECE_MAX ? { overflowWrap: 'anywhere' } : undefined}>{piece}</span>
        </Fragment>
      ))}
    </>
  );
}
