export type SizeUnit = 'bytes' | 'kb' | 'mb' | 'gb';

const units: SizeUnit[] = ['bytes', 'kb', 'mb', 'gb'];

/**
 * A file's size in the largest binary unit it fills at least once: whole bytes under 1 KB, else one decimal
 * (Western digits, like every other figure on the screens). The unit's name comes from the catalogue.
 */
export function fileSize(bytes: number): { size: string; unit: SizeUnit } {
  let value = Math.max(0, bytes);
  let step = 0;
  while (value >= 1024 && step < units.length - 1) {
    value /= 1024;
    step++;
  }
  return { size: step === 0 ? String(Math.round(value)) : value.toFixed(1), unit: units[step]! };
}
