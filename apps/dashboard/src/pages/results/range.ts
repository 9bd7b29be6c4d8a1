import { addDays, format, isValid, parseISO, startOfDay, subDays } from 'date-fns';

export const PRESETS = [7, 30, 90] as const;
export type RangeChoice = { preset: (typeof PRESETS)[number] } | { preset: 'custom'; from: string; to: string };

/** Epoch ms, `to` exclusive: the last N whole days including today, or the owner's own days (both included). */
export function rangeTimes(choice: RangeChoice, now: Date): { from: number; to: number } {
  if (choice.preset === 'custom') {
    const from = parseISO(choice.from);
    const to = parseISO(choice.to);
    if (isValid(from) && isValid(to) && from <= to) return { from: startOfDay(from).getTime(), to: addDays(startOfDay(to), 1).getTime() };
  }
  const days = choice.preset === 'custom' ? PRESETS[1] : choice.preset;
  const end = addDays(startOfDay(now), 1);
  return { from: subDays(end, days).getTime(), to: end.getTime() };
}

export function choiceFromSearch(search: URLSearchParams): RangeChoice {
  const preset = search.get('range');
  if (preset === 'custom') return { preset: 'custom', from: search.get('from') ?? '', to: search.get('to') ?? '' };
  return { preset: PRESETS.find((p) => String(p) === preset) ?? 30 };
}

export const dayInput = (ms: number): string => format(ms, 'yyyy-MM-dd');

/** The owner's own time zone, for day buckets that match their calendar. */
export function ownerTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
