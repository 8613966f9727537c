/**
 * A small checkout form wired to the address lookup client, as a shop page would use it: suggestions
 * while the customer types, the chosen address filled into the form, and the e-mail checked on leaving
 * the field. The browser test mounts it and drives it like a customer.
 */
import type { AddressLookupClient, AddressSuggestion } from '../src/index.js';

const html = `
  <form aria-label="Checkout">
    <label>Find your address <input name="search" autocomplete="off"></label>
    <ul role="listbox" aria-label="Suggestions"></ul>
    <label>Address line 1 <input name="line_1"></label>
    <label>Address line 2 <input name="line_2"></label>
    <label>Town <input name="post_town"></label>
    <label>Postcode <input name="postcode"></label>
    <label>E-mail <input name="email" type="email"></label>
    <p role="status" aria-label="E-mail check"></p>
  </form>`;

/** Mounts the form into `root`; returns a function that removes it. */
export function mountCheckoutForm(root: HTMLElement, client: AddressLookupClient, options: { debounceMs?: number } = {}): () => void {
  root.innerHTML = html;
  const field = (name: string) => root.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  const list = root.querySelector<HTMLUListElement>('[role="listbox"]')!;
  const status = root.querySelector<HTMLParagraphElement>('[role="status"]')!;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: AbortController | undefined;

  const choose = async (suggestion: AddressSuggestion) => {
    list.replaceChildren();
    const address = await client.autocomplete.resolveGbr({ address: suggestion.id, tags: ['checkout'] });
    field('line_1').value = address.line_1;
    field('line_2').value = address.line_2;
    field('post_town').value = address.post_town;
    field('postcode').value = address.postcode;
  };

  const suggest = async (query: string) => {
    pending?.abort();
    pending = new AbortController();
    if (query.trim().length < 3) return list.replaceChildren();
    try {
      const { hits } = await client.autocomplete.find({ query, limit: 5 }, { signal: pending.signal });
      list.replaceChildren(
        ...hits.map((hit) => {
          const item = document.createElement('li');
          item.setAttribute('role', 'option');
          item.textContent = hit.suggestion;
          item.addEventListener('click', () => void choose(hit));
          return item;
        }),
      );
    } catch {
      // A newer keystroke aborted this search, or the service is unreachable: keep manual entry possible.
    }
  };

  field('search').addEventListener('input', (event) => {
    clearTimeout(timer);
    const query = (event.target as HTMLInputElement).value;
    timer = setTimeout(() => void suggest(query), options.debounceMs ?? 120);
  });

  field('email').addEventListener('change', async (event) => {
    const email = (event.target as HTMLInputElement).value;
    status.textContent = 'Checking…';
    try {
      const { result } = await client.emails.validate({ query: email });
      status.textContent = result === 'deliverable' ? 'Deliverable' : result === 'not_deliverable' ? 'Not deliverable' : 'Could not check';
    } catch {
      status.textContent = 'Could not check';
    }
  });

  return () => {
    clearTimeout(timer);
    pending?.abort();
    root.replaceChildren();
  };
}
