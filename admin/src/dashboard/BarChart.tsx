import { Box, Typography, useTheme } from '@mui/material';

export interface Bar {
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

// Bars are drawn in a 100-unit-high box stretched to the container; labels are HTML, so text never scales.
const PLOT = 100;

/** Centred under its bar, except at the ends, where the label keeps inside the chart. */
const labelPosition = (index: number, count: number) => {
  const centre = ((index + 0.5) / count) * 100;
  if (centre < 10) return { left: `${(index / count) * 100}%` };
  if (centre > 90) return { right: `${((count - index - 1) / count) * 100}%` };
  return { left: `${centre}%`, transform: 'translateX(-50%)' };
};

/** A plain bar chart: fills its container's width, and each bar tells its exact value on hover. */
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
      <Box
        component="svg"
        viewBox={`0 0 ${bars.length} ${PLOT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
        sx={{ width: '100%', height: 140, display: 'block', borderBottom: 1, borderColor: 'divider' }}
      >
        {bars.map((bar, index) => {
          const height = highest > 0 ? (bar.value / highest) * (PLOT - 2) : 0;
          return (
            <rect key={bar.label} x={index + 0.15} y={PLOT - height} width={0.7} height={height} fill={theme.palette.primary.main}>
              <title>{`${bar.label}: ${format(bar.value)}`}</title>
            </rect>
          );
        })}
      </Box>
      <Box aria-hidden sx={{ position: 'relative', height: 20, overflow: 'hidden' }}>
        {bars.map((bar, index) =>
          index % labelEvery === 0 ? (
            <Typography key={bar.label} variant="caption" color="text.secondary" sx={{ position: 'absolute', whiteSpace: 'nowrap', ...labelPosition(index, bars.length) }}>
              {bar.label}
            </Typography>
          ) : null,
        )}
      </Box>
    </Box>
  );
};
