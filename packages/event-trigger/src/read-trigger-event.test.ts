import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isSignatureError, isValidationError } from '@org/http-core/errors';
import { afterEach, describe, expect, it } from 'vitest';
import type { TriggerEvent } from './models/trigger-event.js';
import { readTriggerEvent, type ReadTriggerEventOptions } from './read-trigger-event.js';

/** A destination on 127.0.0.1 that reads every request with `readTriggerEvent`. */
async function destination(options: ReadTriggerEventOptions = {}) {
  const outcomes: Array<{ event?: TriggerEvent; error?: unknown; bytesSeen: number }> = [];
  const server: Server = createServer((req, res) => {
    let bytesSeen = 0;
    req.on('data', (chunk: Buffer) => (bytesSeen += chunk.length));
    readTriggerEvent(req, options).then(
      (event) => {
        outcomes.push({ event, bytesSeen });
        res.writeHead(204).end();
      },
      (error: unknown) => {
        outcomes.push({ error, bytesSeen });
        res.writeHead(400, { connection: 'close' }).end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/events`;
  const post = (body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string>) =>
    fetch(url, { method: 'POST', body, headers }).then(
      (answer) => answer.status,
      () => undefined,
    );
  return { outcomes, post, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

const binaryHeaders = {
  'ce-id': '1234567890',
  'ce-source': '//pubsub.googleapis.com/projects/demo/topics/orders',
  'ce-specversion': '1.0',
  'ce-type': 'google.cloud.pubsub.topic.v1.messagePublished',
  'ce-subject': 'orders/42',
  'ce-time': '2026-11-27T04:00:00.123Z',
  'ce-dataschema': 'https://example.com/schema.json',
  'ce-resourcename': 'projects/demo/topics/orders%20%C3%A9',
  'content-type': 'application/json; charset=utf-8',
};

describe('readTriggerEvent', () => {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((close) => close()));
  });
  async function start(options?: ReadTriggerEventOptions) {
    const d = await destination(options);
    open.push(d.close);
    return d;
  }

  it('reads a binary-mode event: typed attributes, extensions kept and percent-decoded, JSON data parsed', async () => {
    const d = await start();
    expect(await d.post('{"message":{"data":"aGk=","messageId":"1"},"subscription":"s"}', binaryHeaders)).toBe(204);
    expect(d.outcomes[0]!.event).toEqual({
      id: '1234567890',
      source: '//pubsub.googleapis.com/projects/demo/topics/orders',
      specversion: '1.0',
      type: 'google.cloud.pubsub.topic.v1.messagePublished',
      subject: 'orders/42',
      time: '2026-11-27T04:00:00.123Z',
      dataschema: 'https://example.com/schema.json',
      datacontenttype: 'application/json; charset=utf-8',
      extensions: { resourcename: 'projects/demo/topics/orders é' },
      data: { message: { data: 'aGk=', messageId: '1' }, subscription: 's' },
      mode: 'binary',
    });
  });

  it('decodes text data as a string and other data as the exact bytes', async () => {
    const d = await start();
    await d.post('plain words', { ...binaryHeaders, 'content-type': 'text/plain' });
    await d.post(new Uint8Array([0, 255, 7]), { ...binaryHeaders, 'content-type': 'application/protobuf' });
    expect(d.outcomes[0]!.event!.data).toBe('plain words');
    const bytes = d.outcomes[1]!.event!.data;
    expect(bytes instanceof Uint8Array && [...bytes]).toEqual([0, 255, 7]);
  });

  it('reads a structured-mode event, with extensions of any JSON scalar and data_base64 as bytes', async () => {
    const d = await start();
    const event = { specversion: '1.0', id: 'e-1', source: '/s', type: 't', datacontenttype: 'application/json', data: { a: [1] }, traceparent: 'x', priority: 3 };
    await d.post(JSON.stringify(event), { 'content-type': 'application/cloudevents+json; charset=utf-8' });
    await d.post(JSON.stringify({ specversion: '1.0', id: 'e-2', source: '/s', type: 't', data_base64: 'AP8H' }), { 'content-type': 'application/cloudevents+json' });
    expect(d.outcomes[0]!.event).toEqual({
      specversion: '1.0',
      id: 'e-1',
      source: '/s',
      type: 't',
      datacontenttype: 'application/json',
      extensions: { traceparent: 'x', priority: 3 },
      data: { a: [1] },
      mode: 'structured',
    });
    expect(d.outcomes[1]!.event!.data).toEqual(new Uint8Array([0, 255, 7]));
  });

  it('refuses what is not a valid CloudEvent 1.0 with a ValidationError naming the attribute', async () => {
    const d = await start();
    const without = (name: string) => Object.fromEntries(Object.entries(binaryHeaders).filter(([key]) => key !== name));
    await d.post('{}', without('ce-id'));
    await d.post('{}', without('ce-type'));
    await d.post('{}', { ...binaryHeaders, 'ce-specversion': '0.3' });
    await d.post('{}', { ...binaryHeaders, 'ce-time': 'yesterday' });
    await d.post('{not json', binaryHeaders);
    await d.post('{"id":"1"}', { 'content-type': 'application/cloudevents+json' });
    await d.post('[]', { 'content-type': 'application/cloudevents-batch+json' });
    await d.post('{}', { ...binaryHeaders, 'ce-bad%': '%E0%A4%A' });
    expect(d.outcomes.map(({ error }) => isValidationError(error) && error.field)).toEqual([
      'id',
      'type',
      'specversion',
      'time',
      'data',
      'source',
      'content-type',
      'ce-bad%',
    ]);
  });

  it('refuses a 10 MB body before reading it all', async () => {
    const d = await start({ maxBytes: 64 * 1024 });
    const big = new Uint8Array(10 * 1024 * 1024);
    await d.post(big, { ...binaryHeaders, 'content-type': 'application/octet-stream' });
    const { error, bytesSeen } = d.outcomes[0]!;
    expect(isSignatureError(error) && error.reason).toBe('too-large');
    expect(bytesSeen).toBeLessThan(big.length);
  });

  it('reads a web Request as well', async () => {
    const request = new Request('https://orders-handler.example.run.app/events', { method: 'POST', headers: binaryHeaders, body: '{"n":1}' });
    const event = await readTriggerEvent<{ n: number }>(request);
    expect(event.data.n).toBe(1);
  });
});
