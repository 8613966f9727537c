import { defineOperation, jsonBody } from '@org/http-core';
import { resourceNameSchema } from '@org/http-core/google';
import * as z from '@org/http-core/light';
import { Policy, PolicyVersion, SetPolicyRequest, TestPermissionsRequest, TestPermissionsResponse } from '../models/policy.js';
import { TRIGGER_NAME } from '../resource-names.js';

const resource = {
  schema: resourceNameSchema(TRIGGER_NAME),
  multiSegment: true,
  description: 'The trigger whose policy is read or changed.',
} as const;

/**
 * Reads the access policy of a trigger; a trigger without a policy has an empty one (with an `etag`).
 * Ask for `requestedPolicyVersion: 3` whenever bindings may carry conditions: a policy with conditions is
 * refused at a lower version.
 */
export const accessPoliciesGet = defineOperation({
  method: 'GET',
  path: '/v1beta1/{resource}:getIamPolicy',
  summary: 'Get the access policy of a resource; returns an empty policy if the resource exists without a policy',
  pathParams: { resource },
  query: {
    requestedPolicyVersion: {
      schema: z.optional(PolicyVersion),
      name: 'options.requestedPolicyVersion',
      description: 'Highest policy format version the caller understands: 0, 1 or 3.',
    },
  },
  response: Policy,
});

/**
 * Replaces the access policy of a trigger. Send the `etag` read with the policy: when the policy changed
 * meanwhile the call fails with a `ConflictError` (code `ABORTED`) and nothing is overwritten; read again
 * and reapply (`grantRole`/`revokeRole` do that loop). Never retried automatically. Fails with
 * `NotFoundError` for a missing trigger and `INVALID_ARGUMENT` for a malformed policy.
 *
 * Limits: every binding names at least one principal, and the bindings together name at most 1,500
 * principals, at most 250 of them groups (`group:...`), every occurrence counted (a principal granted three
 * roles counts three times; see `MAX_POLICY_PRINCIPALS` and `MAX_POLICY_GROUPS`). A policy beyond that is
 * refused with a `ValidationError` on `body.policy.bindings` before anything is sent.
 */
export const accessPoliciesSet = defineOperation({
  method: 'POST',
  path: '/v1beta1/{resource}:setIamPolicy',
  summary: 'Replace the access policy of a resource',
  pathParams: { resource },
  body: jsonBody(SetPolicyRequest),
  response: Policy,
});

/**
 * Returns which of the given permissions the caller has on a trigger. For a trigger that does not exist the
 * answer is an empty list, not a `NotFoundError`. Meant for permission-aware interfaces, not for access checks.
 */
export const accessPoliciesTestPermissions = defineOperation({
  method: 'POST',
  path: '/v1beta1/{resource}:testIamPermissions',
  summary: 'Return the permissions the caller has on the resource; for a nonexistent resource it returns an empty set, not `NOT_FOUND`',
  pathParams: { resource },
  body: jsonBody(TestPermissionsRequest),
  response: TestPermissionsResponse,
});

/** Access policies (IAM) of triggers. */
export const accessPoliciesGroup = {
  get: accessPoliciesGet,
  set: accessPoliciesSet,
  testPermissions: accessPoliciesTestPermissions,
} as const;
