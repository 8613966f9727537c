import { bodySpec, issueMessage, type Operation } from '@org/http-core';
import { distinctSchemas, lightDifferences, sampleOf, schemasOf, valuesFor, zodPartsOf } from '@org/http-core/testing';
import * as zod from '@org/http-core/zod';
import { describe, expect, it } from 'vitest';
import * as exported from './index.js';
import { errorTop, releaseIdOrLatest, searchTop, skip, versionList } from './operations/params.js';
import { transferOperations } from './transfer-operations.js';

/** The transfer calls (not part of `operations`), as the operations `schemasOf` reads. */
const transfers = Object.entries(transferOperations).flatMap(([group, calls]) =>
  Object.entries(calls).map(([name, spec]) => ({ id: `transfers.${group}.${name}`, spec }) as unknown as Operation),
);

const exception = { frames: [{ method: 'main' }], inner_exceptions: [{ frames: [], inner_exceptions: [{ frames: [{}], reason: 7 }] }] };
const profile = { provisioning_profile_type: 'adhoc', appex_profiles: [{ provisioning_profile_type: 'other', appex_profiles: [{ udids: [1] }] }] };

/** Values each schema is meant to take (or to refuse in a telling way), beside the one made from its definition. */
const samples: Record<string, unknown[]> = {
  'analytics.versions query.versions': [['1.0', '2.0'], [], ['1|2'], '1.0|2.0', ''],
  'commits.listBatch query.hashes': [['a1', 'b2'], [], ['a,b'], ['']],
  'errors.list query.top': [0, 1000, 1001, -1, 2.5],
  'releases.get pathParams.releaseId': [1, 'latest', 0, 'first', 1.5],
  'buildHooks.send body': [{ ref: 'main', commits: [{ id: 1 }] }, {}, new Map([['ref', 'main']]), ['ref']],
  'symbolUploads.complete body': [{ status: 'committed' }, { status: 'aborted' }, { status: 'done' }],
  'releaseUploads.updateStatus body': [{ upload_status: 'uploadFinished' }, { upload_status: 'finished' }],
  'apps.setAvatar body': [{ avatar: new Uint8Array([1]) }, { avatar: new Blob(['x']) }, { avatar: 'x' }],
  'transfers.fileService.setMetadata query.fileSize': [1, 0, 2 ** 53, 1.5],
  'transfers.blobs.put body': [new Uint8Array([1]), new Blob(['x']), 'x'],
  'export CrashException': [exception],
  'export ProvisioningProfile': [profile],
  'export TestRunStartOptions': [{ test_framework: 'appium', test_parameters: { a: 1 } }, { test_framework: 'appium', test_parameters: new Map() }],
  'export AudienceDefinition': [{ definition: 'x', custom_properties: { tier: 'string' } }, { definition: 'x', custom_properties: [] }],
  'export ServiceUsage': [{ currentUsagePeriod: { byAccount: { builds: 1 }, byApp: { app: { builds: 2 } } } }],
};

describe('every schema of the package is light throughout and checks as the zod/mini schema it stands for', () => {
  const schemas = schemasOf([...exported.operations, ...transfers], exported);
  it('finds the schemas of the table, of the transfer calls and of the exports', () => {
    expect([...schemas.keys()]).toEqual(expect.arrayContaining(Object.keys(samples)));
  });
  for (const [names, schema] of distinctSchemas(schemas)) {
    it(names.join(', '), () => {
      expect(zodPartsOf(schema)).toEqual([]);
      expect(lightDifferences(schema, [sampleOf(schema), '1', 5, ...names.flatMap((name) => samples[name] ?? [])])).toEqual([]);
    });
  }
});

/** What a schema gives for each value, or the messages of its issues as the engine words them (`path: message`). */
function outcomes(schema: zod.core.$ZodType, values: readonly unknown[]) {
  return values.map((value) => {
    const result = zod.safeParse(schema, value, { error: issueMessage });
    return { value, ...(result.success ? { taken: result.data } : { refused: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) }) };
  });
}

const odd = [undefined, null, '', 'x', 0, 1, [], [1], {}, { a: 1 }, { a: 'b' }, { a: { b: 1 } }, new Map([['a', 1]]), new (class Labels { a = 1; })(), Object.create(null) as object, new Date(0)];

describe('the schemas whose zod kind has no light form check as the zod schemas they replaced', () => {
  it('whole numbers (once z.int() with z.positive(), z.gte(), z.lte()): the same issues', () => {
    const numbers = [sampleOf(skip.schema), 0, 1, 100, 101, 1000, 1001, -1, 1.5, 2 ** 53, 'latest', '1'];
    expect(lightDifferences(skip.schema, numbers, zod.optional(zod.int().check(zod.gte(0))))).toEqual([]);
    expect(lightDifferences(errorTop.schema, numbers, zod.optional(zod.int().check(zod.gte(0), zod.lte(1000))))).toEqual([]);
    expect(lightDifferences(searchTop.schema, numbers, zod.optional(zod.int().check(zod.gte(1), zod.lte(100))))).toEqual([]);
    expect(lightDifferences(releaseIdOrLatest.schema, numbers, zod.union([zod.int().check(zod.positive()), zod.literal('latest')]))).toEqual([]);
    expect(lightDifferences(exported.ReleaseModification.shape.rollout, numbers, zod.optional(zod.int().check(zod.gte(1), zod.lte(100))))).toEqual([]);
    expect(lightDifferences(exported.TestRunState.shape.exit_code, numbers, zod.optional(zod.int()))).toEqual([]);
  });

  it('closed enums (once z.enum): literals of the same values, with the same issues', () => {
    const statuses = ['committed', 'aborted', 'uploadFinished', 'uploadCanceled', 'done', '', 1, null];
    expect(lightDifferences(exported.SymbolUploadCompletion.shape.status, statuses, zod.enum(['committed', 'aborted']))).toEqual([]);
    expect(lightDifferences(exported.ReleaseUploadStatusChange.shape.upload_status, statuses, zod.enum(['uploadFinished', 'uploadCanceled']))).toEqual([]);
  });

  it('lists with a separator (once z.refine): the same issues', () => {
    const segment = zod.string().check(zod.minLength(1));
    const item = segment.check(zod.refine((value) => !value.includes('|'), 'must not contain "|" (the list separator)'));
    const versionsBefore = zod.pipe(zod.union([zod.array(item).check(zod.minLength(1)), segment]), zod.transform((value: string | string[]) => (Array.isArray(value) ? value.join('|') : value)));
    expect(lightDifferences(versionList(), [['1.0', '2.0'], ['1|2'], [], '1.0|2.0', ''], versionsBefore)).toEqual([]);
    const hash = zod.string().check(zod.minLength(1), zod.refine((value) => !value.includes(','), 'must not contain "," (the list separator)'));
    const hashes = exported.operations.find((operation) => operation.id === 'commits.listBatch')!.spec.query!['hashes']!;
    expect(lightDifferences((hashes as { schema: zod.core.$ZodType }).schema, [['a1', 'b2'], ['a,b'], [''], []], zod.array(hash).check(zod.minLength(1)))).toEqual([]);
  });

  it('records in answers (once z.record): the same JSON values taken, and a value that is not an object refused with the same message', () => {
    // An answer is decoded JSON: it holds no Date, Map or class instance (which an object schema reads as an object).
    const fromJson = (value: unknown): boolean => !(value instanceof Date) && (typeof value !== 'object' || value === null || Object.values(value).every(fromJson));
    const before = zod.optional(zod.record(zod.string(), zod.number()));
    const values = valuesFor([{ builds: 1, tests: 2 }, {}]).filter(fromJson);
    expect(outcomes(exported.BillingPlan.shape.limits, values)).toEqual(outcomes(before, values));
    const nested = zod.optional(zod.record(zod.string(), zod.record(zod.string(), zod.number())));
    const byApp = (exported.ServiceUsage.shape.currentUsagePeriod._zod.def.innerType as unknown as { shape: { byApp: zod.core.$ZodType } }).shape.byApp;
    const apps = valuesFor([{ app: { builds: 1 } }]).filter(fromJson);
    expect(outcomes(byApp, apps)).toEqual(outcomes(nested, apps));
  });

  it('records a caller sends (once z.record): the same values taken and refused; a value that is not an object is refused with its own message', () => {
    const before = zod.record(zod.string(), zod.unknown());
    const body = bodySpec(exported.operations.find((operation) => operation.id === 'buildHooks.send')!.spec.body!).schema as zod.core.$ZodType;
    const taken = (schema: zod.core.$ZodType) => outcomes(schema, odd).map((outcome) => ({ value: outcome.value, taken: 'taken' in outcome ? outcome.taken : 'refused' }));
    expect(taken(body)).toEqual(taken(before));
    expect(taken(exported.TestRunStartOptions.shape.test_parameters)).toEqual(taken(zod.optional(before)));
    expect(taken(exported.AudienceDefinition.shape.custom_properties)).toEqual(taken(zod.optional(zod.record(zod.string(), exported.PropertyType))));
    expect(outcomes(body, [new Map(), 'x'])).toEqual([
      { value: new Map(), refused: [': must be an object of names to values'] },
      { value: 'x', refused: [': must be an object of names to values'] },
    ]);
  });

  it('the avatar (once a union of z.instanceof(Blob) and z.instanceof(Uint8Array)): the same values taken, refused with the same message', () => {
    const before = zod.object({ avatar: zod.union([zod.instanceof(Blob), zod.instanceof(Uint8Array)]) });
    const values = [{ avatar: new Blob(['x']) }, { avatar: new File(['x'], 'a.png') }, { avatar: new Uint8Array([1]) }, { avatar: Buffer.from('x') }, ...odd.map((avatar) => ({ avatar })), {}, ...odd];
    expect(outcomes(exported.AvatarUpload, values)).toEqual(outcomes(before, values));
  });
});
