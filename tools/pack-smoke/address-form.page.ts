// The browser build of @org/address-lookup as a worker serves it (service-worker syntax, which workerd and the
// Edge Runtime both run): each request names a fake and its key; the page looks an address up through a client of
// two operations, meets a typed error, and answers what it saw as JSON.
import { autocompleteFind, createAddressLookupClientFor, isAddressLookupError, postcodesLookup } from '@org/address-lookup';

interface FetchEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

addEventListener('fetch', (event) => {
  const fetchEvent = event as unknown as FetchEvent;
  fetchEvent.respondWith(answer(fetchEvent.request));
});

async function answer(request: Request): Promise<Response> {
  const { baseUrl, apiKey } = (await request.json()) as { baseUrl: string; apiKey: string };
  const lookup = createAddressLookupClientFor({ autocomplete: { find: autocompleteFind }, postcodes: { lookup: postcodesLookup } }, { baseUrl, apiKey });
  const { hits } = await lookup.autocomplete.find({ query: 'goswell' });
  const failure = await lookup.postcodes.lookup({ postcode: 'SW1A 2AO' }).then(
    () => undefined,
    (error: unknown) => error,
  );
  const error = isAddressLookupError(failure) ? { name: failure.name, status: failure.status, apiCode: failure.apiCode } : { unexpected: String(failure) };
  return Response.json({ suggestions: hits.map((hit) => hit.suggestion), error });
}
