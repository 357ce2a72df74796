import { ThemeProvider, createTheme } from '@mui/material/styles';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { ListTabs, type ListTab } from '../../../src/console/components/list/ListTabs';
import { lightTheme } from '../../../src/console/layout/theme';
import { i18nProvider } from '../../../src/console/providers/i18nProvider';

// Issue 25 item 1: every tab of a list is in view at 1366 and 992 px. The strip wraps instead of
// scrolling behind an arrow (measured in the browser by test/e2e/reflow.test.ts); here, what jsdom
// can tell: no scroll arrows, the wrapping styles, the selected tab's own underline, and the
// keyboard and names MUI's tabs gave before.
const TABS: ListTab<string>[] = [
  { value: 'active', label: 'Ativos' },
  { value: 'available', label: 'Disponível' },
  { value: 'assigned', label: 'Atribuído' },
  { value: 'all', label: 'Todos' },
  { value: 'draft', label: 'Rascunho' },
  { value: 'seized', label: 'Apreendido' },
  { value: 'closed', label: 'Encerrado', count: 3, color: 'error' },
];

function Strip() {
  const [value, setValue] = useState('active');
  return <ListTabs tabs={TABS} value={value} onChange={setValue} label="app.cases.tabs.label" />;
}

function renderStrip() {
  return render(
    <ThemeProvider theme={createTheme(lightTheme)}>
      <I18nContextProvider value={i18nProvider}>
        <Strip />
      </I18nContextProvider>
    </ThemeProvider>,
  );
}

describe('ListTabs', () => {
  it('shows every tab on wrapping rows: no scroll arrows, no sliding indicator', () => {
    const { container } = renderStrip();
    expect(screen.getAllByRole('tab')).toHaveLength(7);
    expect(container.querySelector('.MuiTabs-scrollButtons')).toBeNull();
    const list = container.querySelector('.MuiTabs-list') as HTMLElement;
    expect(getComputedStyle(list).flexWrap).toBe('wrap');
    expect(getComputedStyle(container.querySelector('.MuiTabs-scroller') as HTMLElement).whiteSpace).toBe('normal');
    const indicator = container.querySelector('.MuiTabs-indicator');
    if (indicator) expect(getComputedStyle(indicator).display).toBe('none');
    // The selected tab carries its own underline, on whichever row it sits.
    const selected = screen.getByRole('tab', { selected: true });
    expect(getComputedStyle(selected).boxShadow).toContain('inset');
    expect(getComputedStyle(screen.getByRole('tab', { name: 'Todos' })).boxShadow).toBe('');
  });

  it('keeps the keyboard, aria-selected and the counted name', () => {
    renderStrip();
    const tablist = screen.getByRole('tablist', { name: 'Status dos casos' });
    expect(tablist).toBeDefined();
    const first = screen.getByRole('tab', { name: 'Ativos' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Disponível' }));
    fireEvent.keyDown(document.activeElement as Element, { key: 'End' });
    const last = screen.getByRole('tab', { name: 'Encerrado (3)' });
    expect(document.activeElement).toBe(last);
    fireEvent.click(last);
    expect(last.getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('aria-selected')).toBe('false');
  });
});
