// What every filter panel receives (its own module: ColumnFilter imports the panels, the panels this).
/** What a filter's panel gets: its current value, a way to set it (page 1) and to close. */
export interface FilterPanelProps {
  label: string;
  value: unknown;
  apply: (value: unknown) => void;
  close: () => void;
  /** The panel has finished opening: a list anchored to its input may open now, in place. */
  entered: boolean;
}
