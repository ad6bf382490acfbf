import { Badge } from '../../components/ui/card';

/** docs/architecture.md, Screens, Old Account Edit: badge colour by currency id (1 blue, 2 green, 3 orange, 4 purple, else grey). */
const colours: Record<number, string> = {
  1: 'bg-blue-100 text-blue-800',
  2: 'bg-green-100 text-green-800',
  3: 'bg-orange-100 text-orange-800',
  4: 'bg-purple-100 text-purple-800',
};

export function CurrencyBadge({ currencyId, label }: { currencyId: number; label: string }) {
  return (
    <Badge className={colours[currencyId] ?? 'bg-slate-100 text-slate-800'} data-colour={colours[currencyId] ? currencyId : 'grey'}>
      {label}
    </Badge>
  );
}
