import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { fillOf, type ChartData, type ChartGrouping } from './daily-chart-data';
import { useDateFormat } from '../../lib/use-date-format';

/** The bars alone, in their own chunk: Recharts is loaded only when the dashboard draws it. */
export default function DailyChart({ data, grouping }: { data: ChartData; grouping: ChartGrouping }) {
  const format = useDateFormat();
  // Gregorian ticks stay 'MM-DD'; Solar Hijri ticks are the day and month name ('1 Hamal').
  const tick = (d: string) => (format.calendar === 'solar-hijri' ? format.date(d).split(' ').slice(0, 2).join(' ') : d.slice(5));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={data.days} margin={{ top: 8, right: 8, bottom: 0, left: -16 }} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={tick} fontSize={12} minTickGap={16} />
        <YAxis allowDecimals={false} fontSize={12} />
        <Tooltip />
        <Legend />
        {data.keys.map((key) => (
          <Bar key={key} dataKey={key} stackId="day" fill={fillOf(grouping, key)} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
