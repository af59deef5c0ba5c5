import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, ensureChromium } from './ensure-chromium';
import { median, startServer } from './bench/start-server';
import { createBenchAccount } from './bench/bench-account';

/**
 * `npm run bench:web`: Lighthouse (mobile profile, simulated throttling) on the system Chromium,
 * RUNS times per page, against the built app on the embedded source with a fresh account.
 * Prints the median performance score, FCP, LCP, TBT, CLS and JS bytes per page.
 * Targets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02.
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

async function main() {
  const chromePath = ensureChromium();
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: chromiumArgs.filter((flag) => flag !== '--headless=new').concat('--headless=new'),
  });
  try {
    const account = await createBenchAccount(server.origin);
    const popular = (await (await fetch(`${server.origin}/api/catalog/movie/popular`)).json()) as {
      results: Array<{ id: number }>;
    };
    const movieId = popular.results[0]?.id ?? 1;
    const pages: Array<{ label: string; path: string; cookie?: string }> = [
      { label: '/ (signed out)', path: '/' },
      { label: '/browse (signed in)', path: '/browse', cookie: account.cookie },
      { label: `/movie/${movieId} (signed in)`, path: `/movie/${movieId}`, cookie: account.cookie },
    ];
    console.info(`Lighthouse mobile, simulated throttling, ${RUNS} runs per page (medians)\n`);
    const lines: string[] = [];
    let allMet = true;
    for (const page of pages) {
      const samples: Sample[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        samples.push(await measure(server.origin + page.path, chrome.port, page.cookie));
      }
      const m = (key: keyof Sample) => median(samples.map((s) => s[key]));
      const met = m('score') >= 95 && m('lcp') <= 2000 && m('tbt') <= 150 && m('cls') <= 0.02;
      allMet &&= met;
      lines.push(
        `${page.label.padEnd(26)} score ${m('score').toFixed(0).padStart(3)}  FCP ${(m('fcp') / 1000).toFixed(2)} s  LCP ${(m('lcp') / 1000).toFixed(2)} s  TBT ${m('tbt').toFixed(0).padStart(3)} ms  CLS ${m('cls').toFixed(3)}  JS ${m('jsKb').toFixed(1)} KB  ${met ? 'targets met' : 'TARGET MISSED'}`,
      );
      console.info(lines.at(-1));
    }
    console.info(
      `\ntargets (score ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02): ${allMet ? 'all met' : 'not all met'}`,
    );
  } finally {
    chrome.kill();
    await server.stop();
  }
}

async function measure(url: string, port: number, cookie?: string): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : undefined,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts =
    (
      lhr.audits['network-requests']?.details as
        { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
    )?.items ?? [];
  const jsBytes = scripts
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    score: (lhr.categories.performance?.score ?? 0) * 100,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
  };
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
