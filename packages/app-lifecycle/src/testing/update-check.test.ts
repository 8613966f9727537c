import { describe, expect, it } from 'vitest';
import type { DeploymentRelease } from '../index.js';
import { checkForUpdate, rolloutBucket } from './update-check.js';

const release = (label: string, fields: Partial<DeploymentRelease> = {}): DeploymentRelease => ({
  label,
  package_hash: `hash-${label}`,
  target_binary_range: '2.0.x',
  rollout: 100,
  is_disabled: false,
  is_mandatory: false,
  blob_url: `https://blobs.example/${label}`,
  size: 10,
  ...fields,
});

/** Client ids inside and outside a release's rollout. */
function clients(label: string, rollout: number) {
  const ids = Array.from({ length: 200 }, (_, i) => `device-${i}`);
  return {
    inside: ids.find((id) => rolloutBucket(id, label) < rollout)!,
    outside: ids.find((id) => rolloutBucket(id, label) >= rollout)!,
  };
}

describe('the update check', () => {
  it('offers the newest enabled release that targets the app version', () => {
    const history = [release('v1'), release('v2', { target_binary_range: '3.0.x' }), release('v3', { is_disabled: true })];
    expect(checkForUpdate(history, { appVersion: '2.0.4' })).toMatchObject({
      is_available: true,
      label: 'v1',
      package_hash: 'hash-v1',
      package_size: 10,
      download_url: 'https://blobs.example/v1',
    });
    expect(checkForUpdate(history, { appVersion: '3.0.0' })).toMatchObject({ is_available: true, label: 'v2' });
  });

  it('answers up to date to a device running the release offered', () => {
    expect(checkForUpdate([release('v1'), release('v2')], { appVersion: '2.0.0', packageHash: 'hash-v2' })).toEqual({ is_available: false });
    expect(checkForUpdate([release('v1'), release('v2')], { appVersion: '2.0.0', packageHash: 'hash-v1' })).toMatchObject({ is_available: true, label: 'v2' });
  });

  it('places each device in or out of a rollout by its id, the same way on every check', () => {
    const history = [release('v1'), release('v2', { rollout: 30 })];
    const { inside, outside } = clients('v2', 30);
    expect(rolloutBucket(inside, 'v2')).toBe(rolloutBucket(inside, 'v2'));
    expect(checkForUpdate(history, { appVersion: '2.0.0', clientUniqueId: inside })).toMatchObject({ label: 'v2', rollout: 30 });
    expect(checkForUpdate(history, { appVersion: '2.0.0', clientUniqueId: outside })).toMatchObject({ label: 'v1' });
    expect(checkForUpdate(history, { appVersion: '2.0.0' }), 'no id: outside any partial rollout').toMatchObject({ label: 'v1' });
  });

  it('makes an update mandatory when a mandatory release lies between the device and it', () => {
    const history = [release('v1'), release('v2', { is_mandatory: true }), release('v3')];
    expect(checkForUpdate(history, { appVersion: '2.0.0', label: 'v1', packageHash: 'hash-v1' })).toMatchObject({ label: 'v3', is_mandatory: true });
    expect(checkForUpdate(history, { appVersion: '2.0.0', label: 'v2', packageHash: 'hash-v2' })).toMatchObject({ label: 'v3', is_mandatory: false });
    expect(checkForUpdate(history, { appVersion: '2.0.0' }), 'on the binary: the release offered decides').toMatchObject({ is_mandatory: false });
    expect(checkForUpdate([...history, release('v4', { is_mandatory: true })], { appVersion: '2.0.0' })).toMatchObject({ label: 'v4', is_mandatory: true });
    const disabledMandatory = [release('v1'), release('v2', { is_mandatory: true, is_disabled: true }), release('v3')];
    expect(checkForUpdate(disabledMandatory, { appVersion: '2.0.0', packageHash: 'hash-v1' })).toMatchObject({ is_mandatory: false });
  });

  it('asks for a newer app when every release targets higher versions, and for the binary when its update is gone', () => {
    expect(checkForUpdate([release('v1', { target_binary_range: '^2.1.0' })], { appVersion: '2.0.0' })).toEqual({
      is_available: false,
      update_app_version: true,
      target_binary_range: '^2.1.0',
    });
    expect(checkForUpdate([release('v1', { is_disabled: true })], { appVersion: '2.0.0', packageHash: 'hash-v1' })).toEqual({
      is_available: false,
      should_run_binary_version: true,
    });
    expect(checkForUpdate([], { appVersion: '2.0.0' })).toEqual({ is_available: false, should_run_binary_version: false });
  });

  it('offers any release to a companion app', () => {
    expect(checkForUpdate([release('v1', { target_binary_range: '9.x' })], { appVersion: '1.0.0', isCompanion: true })).toMatchObject({ is_available: true, label: 'v1' });
  });
});
