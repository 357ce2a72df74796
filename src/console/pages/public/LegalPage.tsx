import { useState } from 'react';
import { Box, Button, GlobalStyles, Tab, Tabs, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintIcon from '@mui/icons-material/PrintOutlined';
import { LegalDocument } from './LegalDocument';
import { LEGAL_PAGES, type LegalPageKind } from './legalDocuments';
import { tabStripSx } from '../../components/list/tabStrip';
import { LinkButton, PublicTitle } from './publicNav';
import { translate } from './texts';

// Printing shows the text alone: everything else on the page (layout header, theme control,
// tabs, buttons, the background) is hidden, and the text flows from the top of the sheet.
const PRINT_STYLES = (
  <GlobalStyles
    styles={{
      '@media print': {
        'body *': { visibility: 'hidden' },
        '[data-printable], [data-printable] *': { visibility: 'visible' },
        '[data-printable]': { position: 'absolute', left: 0, top: 0, width: '100%' },
        '[data-print-hide]': { display: 'none !important' },
        body: { background: '#fff !important' },
      },
    }}
  />
);

/**
 * /p/termos-de-uso and /p/privacidade (spec 001 §2): the title, two tabs (law firms, locators),
 * the chosen text with its contents and anchors, Voltar and Imprimir.
 */
export function LegalPage({ kind }: { kind: LegalPageKind }) {
  const page = LEGAL_PAGES[kind];
  const [tab, setTab] = useState(0);
  const current = page.tabs[tab];
  return (
    <Box data-printable>
      {PRINT_STYLES}
      <PublicTitle title={page.title} />
      <Box data-print-hide sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <LinkButton to="/" startIcon={<ArrowBackIcon />} size="small">
          {translate('app.public.register.back')}
        </LinkButton>
        <Button onClick={() => window.print()} startIcon={<PrintIcon />} size="small">
          {translate('app.public.legal.print')}
        </Button>
      </Box>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600, mb: 2 }}>
        {translate(page.title)}
      </Typography>
      <Tabs
        data-print-hide
        value={tab}
        onChange={(_event, value: number) => setTab(value)}
        aria-label={translate('app.public.legal.tabs_label')}
        sx={[tabStripSx, { borderBottom: 1, borderColor: 'divider', mb: 3 }]}
      >
        {page.tabs.map((entry, index) => (
          <Tab key={entry.id} label={translate(entry.label)} id={`legal-tab-${index}`} aria-controls="legal-tabpanel" />
        ))}
      </Tabs>
      {/* The audience's name, printed above the text (the tabs are not printed). */}
      <Typography variant="subtitle1" sx={{ display: 'none', '@media print': { display: 'block' }, fontWeight: 600 }}>
        {translate(current.label)}
      </Typography>
      <Box role="tabpanel" id="legal-tabpanel" aria-labelledby={`legal-tab-${tab}`}>
        <LegalDocument key={current.id} id={current.id} />
      </Box>
    </Box>
  );
}

export function TermsPage() {
  return <LegalPage kind="terms" />;
}

export function PrivacyPage() {
  return <LegalPage kind="privacy" />;
}
