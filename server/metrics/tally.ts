import type { Registry } from 'prom-client';

/**
 * A histogram for the per-request path, cheaper than prom-client's (which validates and hashes
 * its label object on every observation): an entry per label combination found by one string key,
 * bucket counts in a plain array, everything turned into series only at scrape time. It can also
 * expose its counts as a counter of their own (requests_total beside the latency histogram), so a
 * request is recorded once for both.
 */
interface Entry {
  labels: Record<string, string>;
  buckets: number[];
  count: number;
  sum: number;
}

type Value = { labels: Record<string, string | number>; value: number; metricName?: string };

export class Tally {
  private readonly entries = new Map<string, Entry>();

  constructor(
    registry: Registry,
    private readonly options: {
      name: string;
      help: string;
      labelNames: readonly string[];
      buckets: readonly number[];
      /** The counts again as a counter of this name (`..._total`). */
      counter?: { name: string; help: string };
    },
  ) {
    const { name, help, counter } = options;
    registry.registerMetric({
      name,
      help,
      type: 'histogram',
      get: async () => ({ name, help, type: 'histogram', aggregator: 'sum', values: this.histogramValues() }),
    } as never);
    if (counter)
      registry.registerMetric({
        name: counter.name,
        help: counter.help,
        type: 'counter',
        get: async () => ({ ...counter, type: 'counter', aggregator: 'sum', values: this.counterValues() }),
      } as never);
  }

  /** One observation; `values` in labelNames' order. */
  observe(values: readonly string[], value: number) {
    const key = values.length === 1 ? values[0] : values.join('\u0000');
    let entry = this.entries.get(key);
    if (!entry) {
      const labels: Record<string, string> = {};
      this.options.labelNames.forEach((label, i) => {
        labels[label] = values[i];
      });
      entry = { labels, buckets: this.options.buckets.map(() => 0), count: 0, sum: 0 };
      this.entries.set(key, entry);
    }
    entry.count += 1;
    entry.sum += value;
    const { buckets } = this.options;
    for (let i = 0; i < buckets.length; i++)
      if (value <= buckets[i]) {
        entry.buckets[i] += 1;
        break;
      }
  }

  private histogramValues() {
    const { name, buckets } = this.options;
    const values: Value[] = [];
    for (const entry of this.entries.values()) {
      let cumulative = 0;
      buckets.forEach((le, i) => {
        cumulative += entry.buckets[i];
        values.push({ labels: { ...entry.labels, le }, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push({
        labels: { ...entry.labels, le: '+Inf' },
        value: entry.count,
        metricName: `${name}_bucket`,
      });
      values.push({ labels: entry.labels, value: entry.sum, metricName: `${name}_sum` });
      values.push({ labels: entry.labels, value: entry.count, metricName: `${name}_count` });
    }
    return values;
  }

  private counterValues() {
    return [...this.entries.values()].map((entry) => ({ labels: entry.labels, value: entry.count }));
  }
}
