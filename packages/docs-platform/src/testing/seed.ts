import type { DocsState, StoredCategory, StoredDoc } from './state.js';

/** The main version the fake starts with. */
export const seedVersion = '1.0';

/** Category slugs of the seeded main version. */
export const seedCategories = ['getting-started', 'guides', 'api-errors'] as const;

/** Project metadata the fake answers. */
export const seedProject = { name: 'Example Docs', subdomain: 'example-docs', baseUrl: 'https://docs.example.com', plan: 'startup' };

/**
 * Seeds the fake: a main version `1.0` with three categories (`getting-started`, `guides`, `api-errors`)
 * and three docs (`welcome`, `authentication`, and the error page `rate-limited`).
 */
export function seedDocs(state: DocsState): void {
  state.versions.create(
    {
      _id: state.nextId(),
      version: seedVersion,
      version_clean: seedVersion,
      codename: '',
      is_stable: true,
      is_beta: false,
      is_hidden: false,
      is_deprecated: false,
      createdAt: state.now(),
    },
    seedVersion,
  );
  const content = state.contentOf(seedVersion);
  const categories: Record<string, StoredCategory> = {};
  [
    ['getting-started', 'Getting Started', false],
    ['guides', 'Guides', false],
    ['api-errors', 'API Errors', true],
  ].forEach(([slug, title, reference], order) => {
    categories[slug as string] = content.categories.create(
      { _id: state.nextId(), slug: slug as string, title: title as string, order, reference: reference as boolean, version: seedVersion, createdAt: state.now() },
      slug as string,
    );
  });
  const doc = (slug: string, title: string, category: string, body: string, type = 'basic'): StoredDoc => {
    const at = state.now();
    return {
      _id: state.nextId(),
      slug,
      title,
      type,
      body,
      excerpt: body.split('\n')[0]!.slice(0, 120),
      category: categories[category]!._id,
      hidden: false,
      parentDoc: null,
      order: 0,
      version: seedVersion,
      createdAt: at,
      updatedAt: at,
    };
  };
  for (const page of [
    doc('welcome', 'Welcome', 'getting-started', 'Welcome to the example docs. Start with authentication.'),
    doc('authentication', 'Authentication', 'guides', 'Send your API key with HTTP Basic as the user name.'),
    doc('rate-limited', 'Rate limited', 'api-errors', 'Too many requests: slow down and retry after a pause.', 'error'),
  ]) {
    content.docs.create(page, page.slug);
  }
}
