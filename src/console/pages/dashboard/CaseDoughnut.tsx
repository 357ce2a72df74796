import { Cell, Pie, PieChart } from 'recharts';

export interface DoughnutSlice {
  key: string;
  total: number;
  color: string;
}

/**
 * The drawing of one doughnut (recharts, loaded with this module only when the dashboard shows
 * charts: the sign-in bundle does not carry it). Hidden from screen readers: the legend beside
 * it says the same numbers as text (CaseCharts).
 */
export default function CaseDoughnut({ slices, stroke }: { slices: DoughnutSlice[]; stroke: string }) {
  const drawn = slices.filter((slice) => slice.total > 0);
  return (
    // No keyboard layer (recharts 3 makes the drawing focusable): nothing to reach in a hidden drawing.
    <PieChart width={160} height={160} accessibilityLayer={false} aria-hidden="true" style={{ flexShrink: 0 }}>
      <Pie
        data={drawn}
        dataKey="total"
        nameKey="key"
        innerRadius={48}
        outerRadius={76}
        // The paper's colour between slices: each slice stands on its own against the page.
        stroke={stroke}
        strokeWidth={2}
        isAnimationActive={false}
        rootTabIndex={-1}
      >
        {drawn.map((slice) => (
          <Cell key={slice.key} fill={slice.color} />
        ))}
      </Pie>
    </PieChart>
  );
}
