import { readdirSync, readFileSync } from 'node:fs';

/** A process as /proc shows it (Linux), for the power-cut harness and the memory benchmarks. */
export interface ProcessInfo {
  pid: number;
  ppid: number;
  group: number;
  /** Its arguments joined by spaces. */
  cmdline: string;
  /** A zombie: it has ended, its parent has not collected it yet. */
  ended: boolean;
}

export function processTable(): ProcessInfo[] {
  const table: ProcessInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are plain.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid, group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
      table.push({ pid: Number(entry), ppid: Number(ppid), group: Number(group), cmdline, ended: state === 'Z' });
    } catch {
      // it exited while we looked
    }
  }
  return table;
}

/** The pids of `roots` and of every process below them in `table`. */
export function withDescendants(table: ProcessInfo[], roots: Iterable<number>): Set<number> {
  const tree = new Set(roots);
  for (let grew = true; grew; ) {
    grew = false;
    for (const p of table) {
      if (tree.has(p.ppid) && !tree.has(p.pid)) {
        tree.add(p.pid);
        grew = true;
      }
    }
  }
  return tree;
}

const kbField = (text: string, field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;

/** Resident, peak resident (VmHWM) and proportional (PSS, shared pages divided among their users) memory, in MiB. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number; pssMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return { rssMb: kbField(status, 'VmRSS'), peakMb: kbField(status, 'VmHWM'), pssMb: kbField(rollup, 'Pss') };
}
