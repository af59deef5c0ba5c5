import autocannon from 'autocannon';
import { createBenchAccount } from '/work/wt-paint/scripts/bench/bench-account';
const origin = process.argv[2]!;
const { cookie } = await createBenchAccount(origin);
const r = await autocannon({ url: `${origin}${process.argv[3] ?? '/browse'}`, headers: { cookie, 'accept-encoding': process.argv[4] ?? '' }, connections: 10, duration: 10 });
console.log(r.requests.average, r.latency.p99, r.non2xx);
