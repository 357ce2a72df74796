import { Box, Chip, Tab, Tabs, type ChipProps, type SxProps, type Theme } from '@mui/material';
import { useEffect } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { VisuallyHidden } from '../VisuallyHidden';
import { tabStripSx } from './tabStrip';

export { tabStripSx };

export interface ListTab<T extends string> {
  value: T;
  /** The tab's text (already in pt-BR, or an i18n key). */
  label: string;
  /** How many rows the tab holds, when known; shown as a chip beside the label. */
  count?: number;
  /** The chip's colour while the count is above zero. */
  color?: ChipProps['color'];
}

/**
 * The tabs of a list, with counts shown one way: a small chip after the label ('Pendentes 3'),
 * coloured while above zero. The chip is for the eye; hidden text after it says ' (3)', so the
 * tab's name is its content, 'Pendentes (3)', holding the visible text (no aria-label: WCAG 2.5.3).
 * The tabs wrap (tabStripSx).
 */
export function ListTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  sx,
}: {
  tabs: readonly ListTab<T>[];
  value: T;
  onChange: (tab: T) => void;
  /** The tab list's accessible name (i18n key). */
  label: string;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: T) => onChange(tab)}
      aria-label={translate(label)}
      sx={[tabStripSx, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {tabs.map((tab) => {
        const text = translate(tab.label, { _: tab.label });
        return (
          <Tab
            key={tab.value}
            value={tab.value}
            label={
              tab.count === undefined ? (
                text
              ) : (
                <Box
                  component="span"
                  sx={{
                    display: 'inline-flex',
                    flexWrap: 'wrap',
                    justifyContent: 'center',
                    alignItems: 'center',
                    gap: 1,
                  }}
                >
                  {text}
                  <Chip
                    component="span"
                    size="small"
                    color={tab.count > 0 ? (tab.color ?? 'default') : 'default'}
                    label={tab.count}
                    sx={{ height: 20, fontWeight: 600 }}
                    aria-hidden
                  />
                  <VisuallyHidden> ({tab.count})</VisuallyHidden>
                </Box>
              )
            }
          />
        );
      })}
    </Tabs>
  );
}

/**
 * The list's tab, carried in the filter as `tab` (the dataProvider sends it as the API's `status`
 * or `type`). A value that is not one of `tabs` (an old URL or stored state) is put back on
 * `fallback`; changing tab keeps the other filters and goes to page 1.
 */
export function useListTab<T extends string>(tabs: readonly T[], fallback: T): [T, (tab: T) => void] {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current: unknown = filterValues?.tab;
  const valid = (tabs as readonly unknown[]).includes(current);
  useEffect(() => {
    if (!valid) setFilters({ ...filterValues, tab: fallback }, displayedFilters, false);
  }, [valid, fallback, filterValues, displayedFilters, setFilters]);
  const change = (next: T) => setFilters({ ...filterValues, tab: next }, displayedFilters, false);
  return [valid ? (current as T) : fallback, change];
}
