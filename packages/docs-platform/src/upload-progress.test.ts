import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import { multipartSize, UploadProgressTracker, uploadTicketHeader, type UploadProgress } from './upload-progress.js';

test.each([
  ['a plain name', 'spec', new File(['{"openapi":"3.0.0"}'], 'openapi.json', { type: 'application/json' })],
  ['quotes and no type', 'swagger', new File(['x'.repeat(70_000)], 'my "api".yaml')],
])('multipartSize matches the body FormData writes (%s)', async (_why, part, file) => {
  const form = new FormData();
  form.append(part, file, file.name);
  const request = new Request('http://127.0.0.1/', { method: 'POST', body: form });
  const boundary = /boundary=(.+)$/.exec(request.headers.get('content-type')!)![1]!;
  const written = (await request.arrayBuffer()).byteLength;
  expect(multipartSize(boundary, part, file)).toBe(written);
});

test('the tracker counts the body of ticketed requests, strips the ticket, and leaves others alone', async () => {
  const seen: Array<{ ticket: string | undefined; bytes: number }> = [];
  const server = createServer(async (req, res) => {
    let bytes = 0;
    for await (const chunk of req) bytes += (chunk as Buffer).length;
    seen.push({ ticket: req.headers[uploadTicketHeader] as string | undefined, bytes });
    res.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  try {
    const tracker = new UploadProgressTracker();
    const wrapped = tracker.wrap(() => fetch);
    const file = new File(['a'.repeat(200_000)], 'big.json', { type: 'application/json' });
    const events: UploadProgress[] = [];
    const ticket = tracker.register((progress) => events.push(progress), 'spec', file);
    const form = new FormData();
    form.append('spec', file, file.name);
    await wrapped(new Request(url, { method: 'POST', body: form, headers: { [uploadTicketHeader]: ticket } }));
    tracker.release(ticket);
    await wrapped(new Request(url, { method: 'POST', body: 'plain' }));

    expect(seen[0]!.ticket).toBeUndefined();
    expect(events.at(-1)).toEqual({ loaded: seen[0]!.bytes, total: seen[0]!.bytes });
    expect(events.length).toBeGreaterThan(2);
    expect(seen[1]).toEqual({ ticket: undefined, bytes: 5 });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
