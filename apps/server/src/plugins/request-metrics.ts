import type { Registry } from 'prom-client';

/**
 * Counters and a histogram for every request, counted in plain numbers and formatted only when
 * /metrics is read. prom-client's own Counter and Histogram turn an observation's labels into a
 * string key on every call and look it up in an object: about a twentieth of a display call's
 * time, on the hottest path, for figures read every few seconds at most. These count per label
 * set in a few Map lookups and hand the registry the very values prom-client would (the same
 * series, in the same order, with the same text), through its documented registerMetric.
 */

/** One value as prom-client's registry formats it. */
interface Value {
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  value: number;
  metricName?: string;
  /** prom-client's buckets carry an exemplar slot, null unless exemplars are on */
  exemplar?: null;
}

interface Exported {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  values: Value[];
  aggregator: 'sum';
}

interface Metric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  /** what the registry formats as text */
  getForPromString(): Promise<Exported>;
  /** what getMetricsAsJSON reports: every label of a value on the value itself */
  get(): Promise<Exported>;
  reset(): void;
}

function register(registry: Registry, metric: Metric): void {
  // The registry keeps whatever has a name and a get(); prom-client's own metrics are no more.
  registry.registerMetric(metric as unknown as Parameters<Registry['registerMetric']>[0]);
}

/** Values with their series' labels merged in, as prom-client's Histogram.get() reports them. */
function splayed(values: Value[]): Value[] {
  return values.map(({ labels, sharedLabels, ...rest }) => ({ ...rest, labels: { ...labels, ...sharedLabels } }));
}

interface CountSeries {
  labels: Record<string, string>;
  value: number;
}

/** A counter over two labels, e.g. (verdict, popups): `inc(a, b)` is two Map lookups. */
export class PairCounter implements Metric {
  readonly type = 'counter';
  private byFirst = new Map<string, Map<string, CountSeries>>();
  private series: CountSeries[] = [];

  constructor(
    registry: Registry,
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly [string, string],
  ) {
    register(registry, this);
  }

  inc(first: string, second: string): void {
    let bySecond = this.byFirst.get(first);
    if (bySecond === undefined) this.byFirst.set(first, (bySecond = new Map()));
    let series = bySecond.get(second);
    if (series === undefined) {
      series = { labels: { [this.labelNames[0]]: first, [this.labelNames[1]]: second }, value: 0 };
      bySecond.set(second, series);
      this.series.push(series);
    }
    series.value += 1;
  }

  async getForPromString(): Promise<Exported> {
    return { name: this.name, help: this.help, type: 'counter', values: this.series.map(({ labels, value }) => ({ labels, value })), aggregator: 'sum' };
  }

  get(): Promise<Exported> {
    return this.getForPromString();
  }

  reset(): void {
    this.byFirst = new Map();
    this.series = [];
  }
}

interface RequestSeries {
  labels: { method: string; route: string; status: string };
  count: number;
  sum: number;
  /** observations per bucket, each counted in the first bucket it fits (made cumulative when read) */
  buckets: number[];
}

/**
 * Requests answered and their durations by (method, route, status): a counter and a histogram
 * that share their series, as the two prom-client metrics they replace always held the same ones.
 */
export class RequestMetrics {
  private readonly byRoute = new Map<string, Map<string, Map<number, RequestSeries>>>();
  private series: RequestSeries[] = [];

  constructor(
    registry: Registry,
    counter: { name: string; help: string },
    histogram: { name: string; help: string },
    private readonly bounds: readonly number[],
  ) {
    const counterValues = async (): Promise<Exported> => ({
      ...counter,
      type: 'counter',
      values: this.series.map(({ labels, count }) => ({ labels, value: count })),
      aggregator: 'sum',
    });
    const counterMetric: Metric = { ...counter, type: 'counter', getForPromString: counterValues, get: counterValues, reset: () => this.reset() };
    const histogramMetric: Metric = {
      ...histogram,
      type: 'histogram',
      getForPromString: async () => ({ ...histogram, type: 'histogram', values: this.histogramValues(histogram.name), aggregator: 'sum' }),
      get: async () => ({ ...histogram, type: 'histogram', values: splayed(this.histogramValues(histogram.name)), aggregator: 'sum' }),
      reset: () => this.reset(),
    };
    register(registry, counterMetric);
    register(registry, histogramMetric);
  }

  record(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.byRoute.get(route);
    if (byMethod === undefined) this.byRoute.set(route, (byMethod = new Map()));
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) byMethod.set(method, (byStatus = new Map()));
    let series = byStatus.get(status);
    if (series === undefined) {
      series = { labels: { method, route, status: String(status) }, count: 0, sum: 0, buckets: this.bounds.map(() => 0) };
      byStatus.set(status, series);
      this.series.push(series);
    }
    series.count += 1;
    series.sum += seconds;
    const { bounds } = this;
    for (let i = 0; i < bounds.length; i++) {
      if (seconds <= bounds[i]!) {
        series.buckets[i]! += 1;
        break;
      }
    }
  }

  /** prom-client's histogram export: per series its cumulative buckets, +Inf, _sum and _count. */
  private histogramValues(name: string): Value[] {
    const values: Value[] = [];
    for (const { labels, count, sum, buckets } of this.series) {
      let total = 0;
      for (let i = 0; i < this.bounds.length; i++) {
        total += buckets[i]!;
        values.push({ labels: { le: this.bounds[i]! }, sharedLabels: labels, value: total, metricName: `${name}_bucket`, exemplar: null });
      }
      values.push(
        { labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: `${name}_bucket`, exemplar: null },
        { labels: {}, sharedLabels: labels, value: sum, metricName: `${name}_sum` },
        { labels: {}, sharedLabels: labels, value: count, metricName: `${name}_count` },
      );
    }
    return values;
  }

  reset(): void {
    this.byRoute.clear();
    this.series = [];
  }
}
