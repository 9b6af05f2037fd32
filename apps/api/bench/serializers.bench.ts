/**
 * `pnpm --filter @courier/api exec tsx bench/serializers.bench.ts` — what answer serialisation costs per call, on
 * the benchmark's answers: the zod serializer the API uses (fastify-type-provider-zod: the answer
 * is checked against its contract schema, then JSON.stringify), plain JSON.stringify (no check),
 * and fast-json-stringify compiled from the same schema as JSON Schema (no check either).
 */
import { createRequire } from 'node:module';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endpoints } from '@courier/api-client/endpoints';

// fastify's own dependency: the compiler it would use for JSON Schema answers.
const fastJson = createRequire(createRequire(import.meta.url).resolve('fastify'))(
  'fast-json-stringify',
) as (schema: unknown) => (data: unknown) => string;

const blogList = {
  Status: 'Success',
  Message: 'Blog list',
  blog_list: Array.from({ length: 9 }, (_, i) => ({
    encrypt_id: `b${i}c2f0e1a9d7`,
    title: `How we move parcels across the Gulf, part ${i + 1}`,
    img_url: `https://images.example.com/blog/${i + 1}.jpg`,
    blog_date: '07',
    blog_month_year: 'Mar 2026',
    published_on: '2026-03-07',
    author: 'Courier Express',
    description: '',
    short_description: 'Customs papers, cut-off times and what a tracking number tells you.',
  })),
};
const trackingData = {
  STATUS: 1,
  Data: Array.from({ length: 25 }, (_, i) => ({
    ShipmentNo: `B${String(i + 1).padStart(10, '0')}`,
    ShipDate: '2026-11-01',
    ShipTime: '10:15',
    Status: 'In Transit',
    Remarks: 'Scan 10',
  })),
};

const cases = [
  ['blog_list', endpoints.blog_list.success, blogList],
  ['tracking_data (25 numbers)', endpoints.tracking_data.success, trackingData],
] as const;

function perCall(fn: () => string, rounds = 20_000): number {
  for (let i = 0; i < 2_000; i += 1) fn();
  const started = process.hrtime.bigint();
  for (let i = 0; i < rounds; i += 1) fn();
  return Number(process.hrtime.bigint() - started) / rounds / 1000;
}

console.log(
  '| answer | zod check + JSON.stringify µs | JSON.stringify µs | fast-json-stringify µs |',
);
console.log('| --- | ---: | ---: | ---: |');
for (const [name, schema, data] of cases) {
  const zod = serializerCompiler({ schema, method: 'GET', url: `/${name}`, httpStatus: '200' });
  const compiled = fastJson(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }));
  // Both drop fields the schema does not name; they must write the same text.
  if (compiled(data) !== zod(data)) throw new Error(`${name}: fast-json-stringify differs`);
  console.log(
    `| ${name} | ${perCall(() => zod(data)).toFixed(1)} | ${perCall(() => JSON.stringify(data)).toFixed(1)} | ${perCall(() => compiled(data)).toFixed(1)} |`,
  );
}
