import { Box, useChakraContext } from '@chakra-ui/react';
import { LEAD_SOURCE_RULES, type LeadSourceKey } from '@rules/dashboard';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** One colour token per source, from the brand's palette, told apart without relying on hue alone by their order in the stack and the legend. */
const COLORS: Readonly<Record<LeadSourceKey, string>> = {
  contact: 'colors.brand.600',
  services: 'colors.brand.300',
  demo: 'colors.mint.500',
  newsletter: 'colors.orange.400',
  application: 'colors.purple.500',
};

const DAY_MS = 86_400_000;
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

export interface LeadSeries {
  source: LeadSourceKey;
  days: readonly number[];
}

/**
 * Leads per day for the last 90 days, one stacked bar a day, a colour per source. An SVG chart
 * with recharts' accessibility layer: the chart takes focus and the arrow keys walk the days,
 * the tooltip saying each source's count (loaded with the dashboard, not before).
 */
export function LeadsChart({ since, series, title }: { since: Date; series: readonly LeadSeries[]; title: string }) {
  // SVG attributes take CSS variables, not Chakra's style props: the theme's tokens as variables.
  const system = useChakraContext();
  const color = (token: string) => system.token.var(token);
  const days = series[0]?.days.length ?? 0;
  const rows = Array.from({ length: days }, (_, index) => ({
    day: dayLabel.format(new Date(since.getTime() + index * DAY_MS)),
    ...Object.fromEntries(series.map((line) => [LEAD_SOURCE_RULES[line.source].label, line.days[index] ?? 0])),
  }));
  return (
    <Box h={{ base: '16rem', md: '20rem' }} fontSize="xs" color="fg.muted">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} title={title} accessibilityLayer margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={color('colors.border')} />
          <XAxis dataKey="day" tickLine={false} axisLine={false} minTickGap={24} stroke={color('colors.fg.muted')} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} stroke={color('colors.fg.muted')} />
          <Tooltip cursor={{ fill: color('colors.bg.muted') }} contentStyle={{ background: color('colors.bg'), borderColor: color('colors.border'), borderRadius: 8 }}
            // The sources' colours are for the bars: the text stays the page's, readable on any of them.
            itemStyle={{ color: color('colors.fg') }}
            labelStyle={{ color: color('colors.fg'), fontWeight: 600 }}
          />
          <Legend iconType="circle" wrapperStyle={{ paddingTop: 8 }} formatter={(value: string) => <span style={{ color: color('colors.fg.muted') }}>{value}</span>} />
          {series.map((line) => (
            <Bar key={line.source} dataKey={LEAD_SOURCE_RULES[line.source].label} stackId="leads" fill={color(COLORS[line.source])} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
