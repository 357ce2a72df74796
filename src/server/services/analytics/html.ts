import { formatDateTime } from '../../../domain/format';
import { escapeHtml } from '../mail/templates';
import { cellText, monthLabel, REPORT_COLUMNS } from './labels';
import type { MonthCount, ReportQuery, ReportSortField, TrackerReportRow } from './report';

export interface ReportPage {
  query: ReportQuery;
  rows: TrackerReportRow[];
  total: number;
  months: MonthCount[];
  now: Date;
  /** Builds this report's address with other query values (the token kept when it came in the query). */
  link: (changes: Partial<Record<'page' | 'sortField' | 'sortDirection' | 'format', string | number>>) => string;
}

const TITLE = 'Relatório de localizadores';
const SORTABLE: Partial<Record<string, ReportSortField>> = { name: 'name', createdAt: 'createdAt' };

// No script at all: the page works under the strict CSP (script-src 'self'); styles are inline.
const STYLE = `
:root{color-scheme:light dark;--fg:#1f1f1f;--muted:#5c5c5c;--bg:#fcfcfc;--line:#d6d6d6;--accent:#0052e5;--bar:#0052e5}
@media (prefers-color-scheme:dark){:root{--fg:#f2f2f2;--muted:#c2c2c2;--bg:#1f1f1f;--line:#4a4a4a;--accent:#6cd4ff;--bar:#0cbfff}}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:var(--fg);background:var(--bg);margin:24px}
h1{font-size:22px;margin:0 0 4px}h2{font-size:17px;margin:24px 0 8px}
p.meta{color:var(--muted);margin:0 0 16px}a{color:var(--accent)}a:focus-visible{outline:2px solid var(--accent);outline-offset:2px}
.download{display:inline-block;padding:6px 14px;border:1px solid var(--accent);border-radius:4px;text-decoration:none;font-weight:600}
.scroll{overflow-x:auto}table{border-collapse:collapse;min-width:100%}th,td{padding:6px 10px;border-bottom:1px solid var(--line);text-align:left;white-space:nowrap}
td.n,th.n{text-align:right}caption{text-align:left;color:var(--muted);padding:4px 0}
nav.pages{display:flex;gap:16px;align-items:center;margin:12px 0}
svg text{fill:var(--fg);font-size:11px}svg .bar{fill:var(--bar)}svg .axis{stroke:var(--line)}
`;

const e = (value: string | number) => escapeHtml(String(value));

const documentStart = (title: string) => [
  '<!doctype html>',
  '<html lang="pt-BR">',
  `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${e(title)}</title><style>${STYLE}</style></head>`,
  '<body><main>',
];

/** Seizures per month as bars, drawn by the server (inline SVG); the table after it says the numbers. */
function monthsChart(months: MonthCount[]): string {
  const width = 720;
  const height = 200;
  const top = 20;
  const bottom = 30;
  const max = Math.max(1, ...months.map((m) => m.total));
  const step = width / months.length;
  const bars = months
    .map((m, i) => {
      const h = Math.round(((height - top - bottom) * m.total) / max);
      const x = Math.round(i * step + step * 0.15);
      const y = height - bottom - h;
      const w = Math.round(step * 0.7);
      return (
        `<rect class="bar" x="${x}" y="${y}" width="${w}" height="${h}"></rect>` +
        `<text x="${x + w / 2}" y="${y - 4}" text-anchor="middle">${e(m.total)}</text>` +
        `<text x="${x + w / 2}" y="${height - 10}" text-anchor="middle">${e(monthLabel(m.month))}</text>`
      );
    })
    .join('');
  return `<svg viewBox="0 0 ${width} ${height}" width="100%" style="max-width:${width}px" aria-hidden="true" focusable="false"><line class="axis" x1="0" x2="${width}" y1="${height - bottom}" y2="${height - bottom}"></line>${bars}</svg>`;
}

function monthsTable(months: MonthCount[]): string {
  const head = months.map((m) => `<th scope="col" class="n">${e(monthLabel(m.month))}</th>`).join('');
  const cells = months.map((m) => `<td class="n">${e(m.total)}</td>`).join('');
  return `<div class="scroll"><table><caption>Apreensões por mês (laudos aceitos)</caption><thead><tr>${head}</tr></thead><tbody><tr>${cells}</tr></tbody></table></div>`;
}

function headerCell(page: ReportPage, key: string, label: string): string {
  const numeric = !['name', 'email', 'createdAt', 'lastActivity', 'plan'].includes(key);
  const field = SORTABLE[key];
  if (!field) return `<th scope="col"${numeric ? ' class="n"' : ''}>${e(label)}</th>`;
  const current = page.query.sortField === field;
  const next = current && page.query.sortDirection === 'asc' ? 'desc' : 'asc';
  const ariaSort = current ? ` aria-sort="${page.query.sortDirection === 'asc' ? 'ascending' : 'descending'}"` : '';
  const arrow = current ? (page.query.sortDirection === 'asc' ? ' ▲' : ' ▼') : '';
  const href = page.link({ sortField: field, sortDirection: next, page: 1 });
  return `<th scope="col"${ariaSort}><a href="${e(href)}">${e(label)}${arrow}</a></th>`;
}

function pager(page: ReportPage): string {
  const pages = Math.max(1, Math.ceil(page.total / page.query.perPage));
  const current = page.query.page;
  const prev = current > 1 ? `<a href="${e(page.link({ page: current - 1 }))}" rel="prev">Anterior</a>` : '';
  const next = current < pages ? `<a href="${e(page.link({ page: current + 1 }))}" rel="next">Próxima</a>` : '';
  return `<nav class="pages" aria-label="Páginas">${prev}<span>Página ${e(current)} de ${e(pages)}</span>${next}</nav>`;
}

/** The report as a whole pt-BR page; every value escaped. */
export function renderReport(page: ReportPage): string {
  const head = REPORT_COLUMNS.map((c) => headerCell(page, c.key, c.label)).join('');
  const body = page.rows.length
    ? page.rows
        .map((row) => {
          const cells = REPORT_COLUMNS.map((c, i) => {
            const text = e(cellText(row, c.key, page.now));
            if (i === 0) return `<th scope="row">${text}</th>`;
            return `<td${typeof row[c.key as keyof TrackerReportRow] === 'number' ? ' class="n"' : ''}>${text}</td>`;
          });
          return `<tr>${cells.join('')}</tr>`;
        })
        .join('\n')
    : `<tr><td colspan="${REPORT_COLUMNS.length}">Nenhum localizador encontrado</td></tr>`;
  return [
    ...documentStart(TITLE),
    `<h1>${TITLE}</h1>`,
    `<p class="meta">Gerado em ${e(formatDateTime(page.now))} · ${e(page.total.toLocaleString('pt-BR'))} localizadores</p>`,
    `<p><a class="download" href="${e(page.link({ format: 'xlsx' }))}">Baixar .xlsx</a></p>`,
    '<h2 id="months">Apreensões por mês</h2>',
    `<figure aria-labelledby="months" style="margin:0">${monthsChart(page.months)}${monthsTable(page.months)}</figure>`,
    '<h2 id="trackers">Localizadores</h2>',
    `<div class="scroll"><table aria-labelledby="trackers"><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table></div>`,
    pager(page),
    '</main></body></html>',
  ].join('\n');
}

/** The console's page that opens the report (same origin: the server serves the console too). */
export const CONSOLE_ANALYTICS_PATH = '/analytics';

export const REOPEN_TEXTS = {
  title: 'Abra o relatório novamente',
  body: 'O acesso a este relatório expirou ou a sessão em que ele foi aberto terminou. Para ver o relatório, ordená-lo ou baixar a planilha, abra-o novamente pelo console, na página Análises.',
  link: 'Ir para Análises no console',
  forbiddenTitle: 'Sem permissão',
  forbiddenLink: 'Ir para o console',
} as const;

function notice(title: string, text: string, link: { href: string; label: string }): string {
  return [
    ...documentStart(`${title} · ${TITLE}`),
    `<h1>${e(title)}</h1>`,
    `<p>${e(text)}</p>`,
    `<p><a class="download" href="${e(link.href)}">${e(link.label)}</a></p>`,
    '</main></body></html>',
  ].join('\n');
}

/**
 * The report tab's answer when its token no longer opens it (missing, expired, forged, an access
 * token, the session ended): a page saying to open it again from the console, never the API's
 * JSON, on the page itself and on its links (sort, pages, 'Baixar .xlsx').
 */
export const renderReopen = () =>
  notice(REOPEN_TEXTS.title, REOPEN_TEXTS.body, { href: CONSOLE_ANALYTICS_PATH, label: REOPEN_TEXTS.link });

/** The same page for a user who lost the role since the report was opened. */
export const renderForbidden = (message: string) =>
  notice(REOPEN_TEXTS.forbiddenTitle, message, { href: '/', label: REOPEN_TEXTS.forbiddenLink });
