import { Box, Skeleton, Typography, useTheme } from '@mui/material';
import { lazy, Suspense } from 'react';

// The chart library is about a fifth of the console's JavaScript: it loads beside the dashboard's data, not before sign-in.
const MuiBarChart = lazy(() => import('@mui/x-charts/BarChart').then(({ BarChart }) => ({ default: BarChart })));
const HEIGHT = 180;

interface Bar {
  label: string;
  value: number;
}

interface BarChartProps {
  bars: Bar[];
  /** What the chart shows, read by screen readers with its total and peak. */
  title: string;
  format?: (value: number) => string;
  /** Label every n-th bar on the axis, so thirty days stay readable on a phone. */
  labelEvery?: number;
}

/** A bar chart (MUI X Charts) that fills its container's width; hovering or focusing a bar tells its exact value. */
export const BarChart = ({ bars, title, format = String, labelEvery = 1 }: BarChartProps) => {
  const theme = useTheme();
  const highest = Math.max(0, ...bars.map((bar) => bar.value));
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const peak = bars.find((bar) => bar.value === highest);
  const summary = `${title}: total ${format(total)}${highest > 0 && peak ? `, highest ${format(highest)} on ${peak.label}` : ''}`;

  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div" aria-hidden>
        Highest {format(highest)} · total {format(total)}
      </Typography>
      {/* The chart's own SVG is a picture to screen readers; the summary says what it shows. */}
      <Box role="img" aria-label={summary}>
        <Suspense fallback={<Skeleton variant="rectangular" height={HEIGHT} />}>
          <MuiBarChart
            height={HEIGHT}
            hideLegend
            colors={[theme.palette.primary.main]}
            margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
            xAxis={[{ scaleType: 'band', data: bars.map((bar) => bar.label), tickLabelInterval: (_value, index) => index % labelEvery === 0 }]}
            yAxis={[{ valueFormatter: (value: number) => format(value), width: 56 }]}
            series={[{ data: bars.map((bar) => bar.value), label: title, valueFormatter: (value) => format(value ?? 0) }]}
          />
        </Suspense>
      </Box>
    </Box>
  );
};
