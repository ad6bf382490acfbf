import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Legend, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { MoneyText } from '../../components/ui/money-text';
import { useDateFormat } from '../../lib/use-date-format';
import type { ChartDay } from './fx-format';

const gain = '#15803d';
const loss = '#dc2626';

/**
 * The bars alone, in their own chunk (Recharts is loaded only when the report draws it). The legend and the tooltip
 * are named from the catalogue: left alone, Recharts labels them with the data key in English.
 */
export default function FxProfitChart({ days, code }: { days: ChartDay[]; code: string }) {
  const { t, i18n } = useTranslation();
  const format = useDateFormat();
  const name = t('fxReports.profit.chartLegend', { code });
  // As on the dashboard: Gregorian ticks 'MM-DD', Solar Hijri ticks the day and month name ('1 Hamal').
  const tick = (d: string) => (format.calendar === 'solar-hijri' ? format.date(d).split(' ').slice(0, 2).join(' ') : d.slice(5));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart data={days} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="date" tickFormatter={tick} fontSize={12} minTickGap={16} />
        <YAxis fontSize={12} width={72} tickFormatter={(value: number) => value.toLocaleString('en-US')} />
        <ReferenceLine y={0} stroke="#64748b" />
        {/* The box reads in the page's direction, and the amount is the one money component, isolated within it. */}
        <Tooltip
          contentStyle={{ direction: i18n.dir() }}
          labelFormatter={(label) => format.date(String(label))}
          formatter={(_value, _name, item: { payload?: ChartDay }) => [<MoneyText key="profit" amount={item.payload?.realisedProfit ?? '0'} symbol={code} />, name]}
        />
        <Legend />
        <Bar dataKey="profit" name={name} fill={gain} isAnimationActive={false}>
          {days.map((day) => (
            <Cell key={day.date} fill={day.profit < 0 ? loss : gain} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
