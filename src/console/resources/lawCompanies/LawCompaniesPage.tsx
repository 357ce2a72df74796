import { ListSearchField } from '../../components/list/ListSearchField';
import {
  Box,
  Card,
  CardContent,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { formatCnpj, formatDate, formatPhone } from '../../../domain/format';
import {
  LAW_COMPANY_SEARCH_MAX,
  LAW_COMPANY_TAB_LABELS,
  LAW_COMPANY_TABS,
  type LawCompanyRow,
  type LawCompanyTab,
} from '../../../domain/lawCompanies';
import { InPageList } from '../../components/list/InPageList';
import { ListExportButton } from '../../components/list/ListExportButton';
import { ListPagination } from '../../components/list/ListPagination';
import { ListBody, ListEmpty } from '../../components/list/ListStates';
import { ListTabs, useListTab } from '../../components/list/ListTabs';
import { PageFrame } from '../../components/PageFrame';
import type { PageProps } from '../../layout/GuardedPage';
import { useBadgeCounts } from '../../layout/useBadgeCounts';
import { useTermFilter } from '../trackers/section/sectionList';
import { LawCompanyDrawer } from './LawCompanyDrawer';
import { LawCompanyStatusChip } from './LawCompanyStatusChip';

const ERROR_TEXTS = { title: 'app.law_companies.error', retry: 'app.law_companies.retry' };

function LawCompanyTable({ rows, onOpen }: { rows: LawCompanyRow[]; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const column = (key: string) => translate(`app.law_companies.columns.${key}`);
  return (
    <TableContainer>
      <Table size="small" aria-label={translate('app.law_companies.table')}>
        <TableHead>
          <TableRow>
            {['name', 'document', 'contact', 'status', 'created_at'].map((key) => (
              <TableCell key={key}>{column(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id} hover onClick={() => onOpen(row.id)} sx={{ cursor: 'pointer' }}>
              <TableCell sx={{ minWidth: 150, overflowWrap: 'anywhere' }}>
                {/* The row opens on click; the name is its keyboard-reachable button. */}
                <Link
                  component="button"
                  type="button"
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(row.id);
                  }}
                  aria-label={translate('app.law_companies.open', { name: row.name })}
                  sx={{ fontWeight: 600, textAlign: 'left' }}
                >
                  {row.name}
                </Link>
                <Typography variant="caption" color="text.secondary" component="div">
                  {row.companyName}
                </Typography>
              </TableCell>
              {/* At 992 px the CNPJ goes on two lines after its '/', so 'Criado em' stays in view. */}
              <TableCell sx={{ fontFamily: 'monospace' }}>
                {formatCnpj(row.document)
                  .split(/(?<=\/)/)
                  .map((part, index) => (
                    <Box component="span" key={index} sx={{ whiteSpace: 'nowrap' }}>
                      {index > 0 ? <wbr /> : null}
                      {part}
                    </Box>
                  ))}
              </TableCell>
              <TableCell sx={{ minWidth: 130, overflowWrap: 'anywhere' }}>
                <Typography variant="body2">{row.contactName}</Typography>
                <Typography variant="caption" color="text.secondary" component="div" sx={{ overflowWrap: 'anywhere' }}>
                  {row.contactEmail} · {formatPhone(row.contactPhone)}
                </Typography>
              </TableCell>
              <TableCell>
                <LawCompanyStatusChip status={row.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.createdAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function LawCompanyList({ onOpen }: { onOpen: (id: number) => void }) {
  const { data } = useListContext<LawCompanyRow>();
  const [tab, setTab] = useListTab<LawCompanyTab>(LAW_COMPANY_TABS, 'all');
  const [term, setTerm] = useTermFilter();
  // The 'Pendente' tab shows the menu badge's count (the same query, polled the same way).
  const [pending] = useBadgeCounts([{ name: 'pendingLawCompanies', enabled: true }]);
  const tabs = LAW_COMPANY_TABS.map((value) => ({
    value,
    label: LAW_COMPANY_TAB_LABELS[value],
    ...(value === 'pending' && pending !== undefined ? { count: pending, color: 'warning' as const } : {}),
  }));
  return (
    <>
      <ListTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label="app.law_companies.tabs_label"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      />
      <CardContent>
        <Box
          sx={{
            pb: 1.5,
            display: 'flex',
            gap: 2,
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <ListSearchField
            label="app.law_companies.search"
            hint="app.law_companies.search_hint"
            value={term}
            onChange={setTerm}
            maxLength={LAW_COMPANY_SEARCH_MAX}
          />
          <ListExportButton filename="assessorias" />
        </Box>
        <ListBody empty={<ListEmpty text="app.law_companies.empty" />} errorTexts={ERROR_TEXTS}>
          <LawCompanyTable rows={data ?? []} onOpen={onOpen} />
        </ListBody>
        <ListPagination />
      </CardContent>
    </>
  );
}

/**
 * /assessoria-juridicas (support): the law companies by status tab (Todos, Pendente with the
 * pending count, Ativo, Reprovado, Bloqueado), newest first, searched by name or CNPJ; a row
 * opens its details drawer with the status actions and the switches. docs/law-companies.md.
 */
export function LawCompaniesPage({ title }: PageProps) {
  const translate = useTranslate();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <PageFrame title={translate(title)}>
      <Card>
        <InPageList resource="law-companies" filterDefaultValues={{ tab: 'all' }} perPage={10}>
          <LawCompanyList onOpen={setOpenId} />
        </InPageList>
      </Card>
      {openId !== null ? <LawCompanyDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
    </PageFrame>
  );
}
